import React from 'react';
import { act, render } from '@testing-library/react';
import AdSlot from '@site/src/components/Ad';
import { AdProvider } from '@site/src/components/Ad/AdProvider';
import { browserState } from './support/docusaurus/useIsBrowser';

jest.mock('@site/src/components/Ad/AdDisplay', () => ({
  __esModule: true,
  default: function CrashingAd(): never {
    throw new Error('the ad network changed its markup');
  },
}));

describe('the ad slot', () => {
  afterEach(() => {
    browserState.hydrated = false;
    jest.restoreAllMocks();
    jest.useRealTimers();
    delete (window as { gtag?: unknown }).gtag;
  });

  it('renders nothing when the ad crashes, and reports the crash as an `ad` event', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    browserState.hydrated = true;
    const { container } = render(
      <AdProvider>
        <AdSlot />
      </AdProvider>,
    );
    const slot = container.querySelector('[data-ad-slot]');
    expect(slot).not.toBeNull();
    // jsdom has no requestIdleCallback: the slot fills after its 200 ms fallback.
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(slot!.childElementCount).toBe(0);
    expect(gtag).toHaveBeenCalledWith('event', 'ad', {
      eventAction: 'crash',
      eventLabel: expect.stringMatching(/^body-top-(image|inline)$/),
    });
  });

  it('does not load the ad while the page is still hydrating, even when the browser is idle', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    render(
      <AdProvider>
        <AdSlot />
      </AdProvider>,
    );
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    // The crashing ad never rendered, so nothing was reported.
    expect(gtag).not.toHaveBeenCalled();
  });
});
