// When the service worker may be registered. The production rule is the host: the worker caches
// pages, so a preview deployment or a mirror on another host must never install one. On the
// reader's own machine it stays off (the dev server, `npm run serve`, the crawl test) unless it is
// asked for: SW_ON_LOCALHOST=true at build time, or, for the browser tests of the one CI build, a
// flag in the page's localStorage. Neither can turn it on for any host but a loopback one.

export const SW_ON_LOCALHOST_STORAGE_KEY = 'mui-x-docs:sw-on-localhost';

/** localhost, *.localhost, 127.0.0.0/8 and ::1: a browser's name for this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1';
}

export interface ServiceWorkerContext {
  /** A production build (plugin-pwa is only active in one, but say it explicitly). */
  readonly production: boolean;
  /** window.location.host: name and port. */
  readonly host: string;
  readonly hostname: string;
  /** customFields.productionHost: SITE_HOST, else the host of the site URL. */
  readonly productionHost: string;
  /** customFields.swOnLocalhost: SW_ON_LOCALHOST=true at build time. */
  readonly swOnLocalhost: boolean;
  /** localStorage[SW_ON_LOCALHOST_STORAGE_KEY] === 'true' on this origin. */
  readonly localOptIn: boolean;
}

export function shouldRegisterServiceWorker(context: ServiceWorkerContext): boolean {
  if (!context.production) return false;
  if (isLoopbackHost(context.hostname)) return context.swOnLocalhost || context.localOptIn;
  return context.productionHost !== '' && context.host.toLowerCase() === context.productionHost.toLowerCase();
}
