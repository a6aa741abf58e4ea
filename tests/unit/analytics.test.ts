import { sendClickEvent } from '@site/src/lib/analytics';

describe('sendClickEvent', () => {
  it('does nothing until gtag is configured', () => {
    expect(sendClickEvent({ category: 'demo', action: 'copy' }, {})).toBe(false);
  });

  it('sends a click event through gtag when present', () => {
    const gtag = jest.fn();
    expect(sendClickEvent({ category: 'demo', action: 'source-js' }, { gtag })).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'source-js', { event_category: 'demo', event_label: undefined });
  });
});
