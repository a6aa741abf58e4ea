// plugin-pwa's `swRegister` client module, in the main bundle of every page, so it only decides:
// the registration itself (src/sw/registration.ts) is a separate chunk loaded when the rule in
// src/lib/serviceWorker.ts allows it. The plugin's own registerSw is not used: it registers on any
// host, shows a reload popup, and would put workbox-window in the first load.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { SW_ON_LOCALHOST_STORAGE_KEY, shouldRegisterServiceWorker } from '@site/src/lib/serviceWorker';

function localOptIn(): boolean {
  try {
    return window.localStorage.getItem(SW_ON_LOCALHOST_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const allowed = shouldRegisterServiceWorker({
    production: process.env.NODE_ENV === 'production',
    host: window.location.host,
    hostname: window.location.hostname,
    productionHost: String(siteConfig.customFields?.productionHost ?? ''),
    swOnLocalhost: siteConfig.customFields?.swOnLocalhost === true,
    localOptIn: localOptIn(),
  });
  // plugin-pwa defines the worker's URL for this locale: /x/sw.js or /x/zh/sw.js.
  const workerUrl = process.env.PWA_SERVICE_WORKER_URL ?? `${siteConfig.baseUrl}sw.js`;
  if (allowed) {
    void import('./registration').then(({ registerServiceWorker }) => registerServiceWorker(workerUrl));
  } else if (navigator.serviceWorker.controller) {
    // A worker installed while this host was allowed (or opted in) is removed once it no longer is.
    void import('./registration').then(({ unregisterServiceWorkers }) => unregisterServiceWorkers());
  }
}
