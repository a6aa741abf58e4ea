// Analytics client module: page parameters on every route, reader properties, clicks on elements
// marked with data-ga-event-*, and web vitals for a sampled share of visits. It only talks to
// gtag, which exists only when GA_MEASUREMENT_ID was set at build time (preset's gtag option), and
// it does nothing at all under Do Not Track or Global Privacy Control.
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import { productFromPathname } from '@site/src/lib/navigation';
import { PRODUCTS } from '@site/src/lib/products';
import { resolveCodeVariant } from '@site/src/lib/codeVariant';
import { DOCUSAURUS_THEME_KEY, fromDocusaurusChoice, parseModeChoice } from '@site/src/lib/colorScheme';
import {
  canonicalLocation,
  clickEventFromDataset,
  isTrackingAllowed,
  isWebVitalsVisit,
  pageViewParams,
  sendClickEvent,
  sendEvent,
  userProperties,
  webVitalParams,
  type GtagParams,
} from '@site/src/lib/analytics';

type Gtag = (command: 'set', ...args: [GtagParams] | [string, GtagParams]) => void;

function gtag(): Gtag | null {
  const candidate = (window as { gtag?: unknown }).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : null;
}

function trackingAllowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return isTrackingAllowed({
    doNotTrack: nav.doNotTrack,
    windowDoNotTrack: (window as { doNotTrack?: string }).doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  });
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage can be disabled; the property is then "system"
  }
}

function setReaderProperties(send: Gtag): void {
  const stored = readStorage(DOCUSAURUS_THEME_KEY);
  const choice = parseModeChoice(stored) ?? fromDocusaurusChoice(null);
  send(
    'set',
    'user_properties',
    userProperties({
      codeVariant: resolveCodeVariant(window.location.hash, document.cookie),
      language: document.documentElement.lang,
      devicePixelRatio: window.devicePixelRatio,
      osColorScheme: window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
      colorScheme: choice,
    }),
  );
}

/**
 * The gtag plugin sends the page_view itself (on load, and on each route change one tick later so
 * the new title is in place). Setting the parameters now, synchronously, puts them on that event;
 * the title is left to gtag, which reads it when the event is sent (here it is still the old one).
 */
function setPageParams(send: Gtag, pathname: string): void {
  const product = PRODUCTS[productFromPathname(pathname)];
  send(
    'set',
    pageViewParams({
      location: canonicalLocation(siteConfig.url, pathname),
      productId: product.id,
      productCategoryId: product.categoryId,
    }),
  );
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-ga-event-category]') : null;
  const click = target ? clickEventFromDataset(target.dataset) : null;
  if (click) sendClickEvent(click);
}

function reportWebVitals(): void {
  const ratio = (siteConfig.customFields?.analytics as { webVitalsRatio?: unknown } | undefined)?.webVitalsRatio;
  if (!isWebVitalsVisit(ratio, Math.random())) return;
  // Loaded only for sampled visits, so the others never download it.
  void import('web-vitals').then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
    for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) {
      subscribe((metric) => sendEvent(metric.name, webVitalParams(metric)));
    }
  });
}

const enabled = typeof window !== 'undefined' && gtag() !== null && trackingAllowed();

if (enabled) {
  document.addEventListener('click', onClick, { capture: true });
  reportWebVitals();
}

const analyticsModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    const send = enabled ? gtag() : null;
    if (!send) return;
    setPageParams(send, location.pathname);
    setReaderProperties(send);
  },
};

export default analyticsModule;
