import {
  adEventParams,
  canonicalLocation,
  clickEventFromDataset,
  gtagOptOutSnippet,
  isTrackingAllowed,
  pageViewParams,
  sendClickEvent,
  sendEvent,
  userProperties,
  webVitalParams,
} from '@site/src/lib/analytics';

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

describe('analytics payloads', () => {
  it('is off under Do Not Track or Global Privacy Control', () => {
    expect(isTrackingAllowed({})).toBe(true);
    expect(isTrackingAllowed({ doNotTrack: '0' })).toBe(true);
    expect(isTrackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(isTrackingAllowed({ windowDoNotTrack: '1' })).toBe(false);
    expect(isTrackingAllowed({ globalPrivacyControl: true })).toBe(false);
  });

  it('reports the canonical address without query or hash', () => {
    expect(canonicalLocation('https://docs.test/', '/x/react-charts/bars/?a=1#x')).toBe(
      'https://docs.test/x/react-charts/bars/',
    );
  });

  it('builds the page view parameters', () => {
    expect(
      pageViewParams({
        title: 'Sorting',
        location: 'https://d.test/x/',
        productId: 'x-data-grid',
        productCategoryId: 'x',
      }),
    ).toEqual({
      page_title: 'Sorting',
      page_location: 'https://d.test/x/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
  });

  it('builds the reader properties', () => {
    expect(
      userProperties({
        codeVariant: 'JS',
        language: 'zh-Hans',
        devicePixelRatio: 1.2500001,
        osColorScheme: 'dark',
        colorScheme: 'system',
      }),
    ).toEqual({
      codeVariant: 'JS',
      language: 'zh-Hans',
      devicePixelRatio: 1.3,
      osColorScheme: 'dark',
      colorScheme: 'system',
    });
  });

  it('reads click events from data-ga-event-* attributes', () => {
    expect(clickEventFromDataset({})).toBeNull();
    expect(
      clickEventFromDataset({ gaEventCategory: 'ad', gaEventAction: 'click', gaEventLabel: 'in-house-templates' }),
    ).toEqual({
      category: 'ad',
      action: 'click',
      label: 'in-house-templates',
    });
    expect(clickEventFromDataset({ gaEventCategory: 'ad' })).toEqual({
      category: 'ad',
      action: 'click',
      label: undefined,
    });
  });

  it('builds ad events and web vitals', () => {
    expect(adEventParams('display', 'carbon-body-top-image')).toEqual({
      eventAction: 'display',
      eventLabel: 'carbon-body-top-image',
    });
    expect(adEventParams('crash')).toEqual({ eventAction: 'crash', eventLabel: undefined });
    expect(webVitalParams({ name: 'CLS', value: 0.0123, id: 'v1', rating: 'good' })).toMatchObject({
      value: 12,
      metric_id: 'v1',
    });
    expect(webVitalParams({ name: 'LCP', value: 1234.6, id: 'v2' })).toMatchObject({ value: 1235 });
  });

  it('sends an event only when gtag exists', () => {
    const gtag = jest.fn();
    expect(sendEvent('ad', { eventAction: 'crash' }, {})).toBe(false);
    expect(sendEvent('ad', { eventAction: 'crash' }, { gtag })).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'crash' });
  });

  it('sets Google’s opt-out flag for the measurement id under Do Not Track', () => {
    const snippet = gtagOptOutSnippet('G-TEST1');
    const win: Record<string, unknown> = {};
    new Function('navigator', 'window', snippet)({ doNotTrack: '1' }, win);
    expect(win['ga-disable-G-TEST1']).toBe(true);
    const allowed: Record<string, unknown> = {};
    new Function('navigator', 'window', snippet)({ doNotTrack: null }, allowed);
    expect(allowed['ga-disable-G-TEST1']).toBeUndefined();
  });
});
