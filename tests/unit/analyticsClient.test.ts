// The analytics client module as a page runs it: web vitals for a sampled share of visits only.
import { DEFAULT_WEB_VITALS_RATIO, isWebVitalsVisit } from '@site/src/lib/analytics';

const mockConfig = { customFields: { analytics: { webVitalsRatio: DEFAULT_WEB_VITALS_RATIO as unknown } }, url: '' };
jest.mock('@generated/docusaurus.config', () => ({ __esModule: true, default: mockConfig }), { virtual: true });
const mockSubscribe = jest.fn();
jest.mock('web-vitals', () => ({
  onCLS: mockSubscribe,
  onINP: mockSubscribe,
  onLCP: mockSubscribe,
  onFCP: mockSubscribe,
  onTTFB: mockSubscribe,
}));

/** Loads the client module afresh in a visit whose random draw is `draw`, and lets its import settle. */
async function visit(draw: number): Promise<void> {
  jest.spyOn(Math, 'random').mockReturnValue(draw);
  await jest.isolateModulesAsync(async () => {
    await import('@site/src/clientModules/analytics');
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('web vitals sampling', () => {
  beforeEach(() => {
    mockSubscribe.mockClear();
    mockConfig.customFields.analytics.webVitalsRatio = DEFAULT_WEB_VITALS_RATIO;
    (window as { gtag?: unknown }).gtag = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { gtag?: unknown }).gtag;
  });

  it('samples about one visit in 10,000 by default', () => {
    expect(DEFAULT_WEB_VITALS_RATIO).toBe(0.0001);
    expect(isWebVitalsVisit(0.0001, 0.00009)).toBe(true);
    expect(isWebVitalsVisit(0.0001, 0.0001)).toBe(false);
    expect(isWebVitalsVisit(0.0001, 0.5)).toBe(false);
    expect(isWebVitalsVisit(0, 0)).toBe(false);
    expect(isWebVitalsVisit(1, 0.999)).toBe(true);
    expect(isWebVitalsVisit('0.5', 0.1)).toBe(false);
    expect(isWebVitalsVisit(undefined, 0)).toBe(false);
  });

  it('reports the five metrics from a sampled visit', async () => {
    await visit(0.00005);
    expect(mockSubscribe).toHaveBeenCalledTimes(5);
  });

  it('does not even load web-vitals in a visit outside the sample', async () => {
    await visit(0.01);
    expect(mockSubscribe).not.toHaveBeenCalled();
  });

  it('follows the configured share', async () => {
    mockConfig.customFields.analytics.webVitalsRatio = 0.5;
    await visit(0.3);
    expect(mockSubscribe).toHaveBeenCalledTimes(5);
  });

  it('sends nothing without gtag, whatever the draw', async () => {
    delete (window as { gtag?: unknown }).gtag;
    await visit(0);
    expect(mockSubscribe).not.toHaveBeenCalled();
  });
});
