// The site's analytics helper. It sends nothing until a gtag function exists on the page (the gtag
// plugin only loads with a configured measurement id), so calling it is always safe.

export interface ClickEvent {
  readonly category: string;
  readonly action: string;
  readonly label?: string;
}

type Gtag = (command: 'event', name: string, params: Record<string, string | undefined>) => void;

export function sendClickEvent(
  event: ClickEvent,
  target: { gtag?: unknown } = globalThis as { gtag?: unknown },
): boolean {
  if (typeof target.gtag !== 'function') return false;
  (target.gtag as Gtag)('event', event.action, { event_category: event.category, event_label: event.label });
  return true;
}

// Everything below builds what the analytics client module (src/clientModules/analytics.ts) sends.
// Pure functions: the module reads the browser and passes the values in.

export type GtagParams = Record<string, string | number | boolean | undefined>;

/** Do Not Track or Global Privacy Control switches analytics off entirely. */
export function isTrackingAllowed(privacy: {
  doNotTrack?: string | null;
  windowDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}): boolean {
  if (privacy.globalPrivacyControl === true) return false;
  return privacy.doNotTrack !== '1' && privacy.doNotTrack !== 'yes' && privacy.windowDoNotTrack !== '1';
}

/** The page's canonical address: the site URL and the pathname, without query or hash. */
export function canonicalLocation(siteUrl: string, pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface PageView {
  /** Left out when gtag should read document.title itself at send time. */
  readonly title?: string;
  readonly location: string;
  readonly productId: string;
  readonly productCategoryId: string;
}

export function pageViewParams(view: PageView): GtagParams {
  return {
    page_title: view.title,
    page_location: view.location,
    productId: view.productId,
    productCategoryId: view.productCategoryId,
  };
}

export interface ReaderProperties {
  readonly codeVariant: string;
  readonly language: string;
  readonly devicePixelRatio: number;
  readonly osColorScheme: 'light' | 'dark';
  /** The reader's setting: light, dark or system. */
  readonly colorScheme: string;
}

export function userProperties(reader: ReaderProperties): GtagParams {
  return {
    codeVariant: reader.codeVariant,
    language: reader.language,
    // Rounded to one decimal: the exact ratio of zoomed pages says nothing more and varies a lot.
    devicePixelRatio: Math.round(reader.devicePixelRatio * 10) / 10,
    osColorScheme: reader.osColorScheme,
    colorScheme: reader.colorScheme,
  };
}

/** The click event an element asks for through data-ga-event-category/-action/-label, or null. */
export function clickEventFromDataset(dataset: Readonly<Record<string, string | undefined>>): ClickEvent | null {
  const category = dataset.gaEventCategory;
  if (!category) return null;
  return { category, action: dataset.gaEventAction || 'click', label: dataset.gaEventLabel || undefined };
}

/** The `ad` event: a shown ad (`display`, label `<source>-<placement>-<shape>`) or a crash. */
export function adEventParams(action: 'display' | 'crash', label?: string): GtagParams {
  return { eventAction: action, eventLabel: label };
}

/** Share of visits that report web vitals unless WEB_VITALS_RATIO says otherwise: about 1 in 10,000. */
export const DEFAULT_WEB_VITALS_RATIO = 0.0001;

/**
 * Whether this visit reports web vitals: a draw below the configured share. A share that is not a
 * number (a misconfigured build) reports nothing.
 */
export function isWebVitalsVisit(ratio: unknown, draw: number): boolean {
  return typeof ratio === 'number' && draw < ratio;
}

/** A web-vitals metric as a gtag event (CLS is scaled by 1000 so it survives integer reports). */
export function webVitalParams(metric: { name: string; value: number; id: string; rating?: string }): GtagParams {
  return {
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}

/**
 * Inline script for the document head when a measurement id is configured: under Do Not Track or
 * Global Privacy Control it sets Google's own opt-out flag before gtag.js starts sending.
 */
export function gtagOptOutSnippet(measurementId: string): string {
  const flag = JSON.stringify(`ga-disable-${measurementId}`);
  return `(function(){var n=navigator;if(n.doNotTrack==='1'||n.doNotTrack==='yes'||window.doNotTrack==='1'||n.globalPrivacyControl===true){window[${flag}]=true;}})();`;
}

/** Sends one event through gtag when present; false when analytics is off. */
export function sendEvent(
  name: string,
  params: GtagParams,
  target: { gtag?: unknown } = globalThis as { gtag?: unknown },
): boolean {
  if (typeof target.gtag !== 'function') return false;
  (target.gtag as (command: 'event', name: string, params: GtagParams) => void)('event', name, params);
  return true;
}
