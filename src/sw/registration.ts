// Registers the worker and applies updates: a new worker that is waiting is told to skip waiting;
// once it is active, this page reloads, once, when the reader is looking at it (focused), so a tab
// in the background never reloads and a reload never repeats itself.

/** Offline mode is always on (plugin-pwa's `offlineModeActivationStrategies: ['always']`). */
const WORKER_PARAMS = { offlineMode: true, debug: false };

const RELOAD_CHECK_MS = 100;
const RELOADED_AT_KEY = 'mui-x-docs:sw-reloaded-at';
/** A second update reload within this time means something loops: stop reloading. */
const RELOAD_GUARD_MS = 10_000;

export interface ReloadEnvironment {
  hasFocus(): boolean;
  reload(): void;
  now(): number;
  /** The time of the last update reload in this tab, if any. */
  lastReload(): number | null;
  rememberReload(time: number): void;
}

const browserEnvironment: ReloadEnvironment = {
  hasFocus: () => document.visibilityState === 'visible' && document.hasFocus(),
  reload: () => window.location.reload(),
  now: () => Date.now(),
  lastReload() {
    try {
      const value = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
      return value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  rememberReload(time) {
    try {
      window.sessionStorage.setItem(RELOADED_AT_KEY, String(time));
    } catch {
      // Without session storage the one-reload-per-page rule still holds.
    }
  },
};

/**
 * Returns a function to call when the new worker is activated: it checks every 100 ms and reloads
 * the page once it has focus. Calling it again does nothing.
 */
export function createReloadOnActivation(environment: ReloadEnvironment = browserEnvironment): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    const last = environment.lastReload();
    if (last !== null && environment.now() - last < RELOAD_GUARD_MS) return;
    const timer = setInterval(() => {
      if (!environment.hasFocus()) return;
      clearInterval(timer);
      environment.rememberReload(environment.now());
      environment.reload();
    }, RELOAD_CHECK_MS);
  };
}

/**
 * Follows one worker through its states: skip waiting once installed (when it replaces another),
 * and reload when it is activated, if this page was controlled by the worker it replaces.
 */
export function followWorker(
  worker: ServiceWorker,
  registration: ServiceWorkerRegistration,
  replacesController: boolean,
  onActivated: () => void,
): void {
  let told = false;
  const check = () => {
    if (worker.state === 'installed' && registration.waiting === worker && !told) {
      told = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    }
    if (worker.state === 'activated' && replacesController) onActivated();
  };
  worker.addEventListener('statechange', check);
  check();
}

/** Same-origin URLs this page has already loaded, for the worker to cache (it started after them). */
function loadedUrls(): string[] {
  const urls = new Set([window.location.href.split('#')[0]!]);
  for (const entry of performance.getEntriesByType('resource')) {
    if (entry.name.startsWith(window.location.origin)) urls.add(entry.name);
  }
  return [...urls];
}

export async function registerServiceWorker(workerUrl: string): Promise<void> {
  const container = navigator.serviceWorker;
  const onActivated = createReloadOnActivation();
  try {
    const registration = await container.register(
      `${workerUrl}?params=${encodeURIComponent(JSON.stringify(WORKER_PARAMS))}`,
    );
    // A worker found while another one controls the page is a new release (the page reloads once
    // it takes over); one found while none does is the first install, which needs no reload. Asked
    // when each worker is found: after the first install, the worker claims the open page.
    const follow = (worker: ServiceWorker | null) => {
      if (worker) followWorker(worker, registration, container.controller !== null, onActivated);
    };
    follow(registration.waiting);
    follow(registration.installing);
    registration.addEventListener('updatefound', () => follow(registration.installing));
    const ready = await container.ready;
    ready.active?.postMessage({ type: 'CACHE_URLS', urls: loadedUrls() });
  } catch {
    // No worker (private mode, blocked storage): the site works as a plain website.
  }
}

export async function unregisterServiceWorkers(): Promise<void> {
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Nothing to undo.
  }
}
