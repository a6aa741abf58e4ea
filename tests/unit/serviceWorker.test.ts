import { isLoopbackHost, shouldRegisterServiceWorker, type ServiceWorkerContext } from '@site/src/lib/serviceWorker';
import { isAppShellFile, runtimeCacheFor } from '@site/src/sw/rules.mjs';
import { createReloadOnActivation, followWorker, type ReloadEnvironment } from '@site/src/sw/registration';

const production: ServiceWorkerContext = {
  production: true,
  host: 'mui-x-docs.example.com',
  hostname: 'mui-x-docs.example.com',
  productionHost: 'mui-x-docs.example.com',
  swOnLocalhost: false,
  localOptIn: false,
};

describe('shouldRegisterServiceWorker', () => {
  it('registers in production on the production host only', () => {
    expect(shouldRegisterServiceWorker(production)).toBe(true);
    expect(shouldRegisterServiceWorker({ ...production, host: 'MUI-X-DOCS.example.com' })).toBe(true);
    expect(shouldRegisterServiceWorker({ ...production, production: false })).toBe(false);
    expect(
      shouldRegisterServiceWorker({ ...production, host: 'preview.example.com', hostname: 'preview.example.com' }),
    ).toBe(false);
    expect(shouldRegisterServiceWorker({ ...production, host: 'mui-x-docs.example.com:8443' })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...production, productionHost: '' })).toBe(false);
  });

  it('never registers on localhost unless SW_ON_LOCALHOST or the local opt-in asks for it', () => {
    const local = { ...production, host: '127.0.0.1:3000', hostname: '127.0.0.1' };
    expect(shouldRegisterServiceWorker(local)).toBe(false);
    expect(shouldRegisterServiceWorker({ ...local, swOnLocalhost: true })).toBe(true);
    expect(shouldRegisterServiceWorker({ ...local, localOptIn: true })).toBe(true);
    expect(shouldRegisterServiceWorker({ ...local, localOptIn: true, production: false })).toBe(false);
  });

  it('does not let the opt-in enable another host', () => {
    expect(
      shouldRegisterServiceWorker({
        ...production,
        host: 'mirror.example.org',
        hostname: 'mirror.example.org',
        localOptIn: true,
        swOnLocalhost: true,
      }),
    ).toBe(false);
  });

  it('knows the loopback names', () => {
    expect(['localhost', 'docs.localhost', '127.0.0.1', '127.1.2.3', '[::1]'].map(isLoopbackHost)).toEqual(
      Array(5).fill(true),
    );
    expect(['example.com', '127.0.0.1.example.com', '10.0.0.1', 'localhost.example.com'].map(isLoopbackHost)).toEqual(
      Array(4).fill(false),
    );
  });
});

describe('service worker caches', () => {
  const origin = 'https://mui-x-docs.example.com';
  const at = (path: string, scope = '/x/') => runtimeCacheFor(new URL(path, origin), scope, origin);

  it('precaches the app shell only', () => {
    expect(isAppShellFile('assets/js/main.41fce6b8.js')).toBe(true);
    expect(isAppShellFile('assets/js/runtime~main.ba98f96f.js')).toBe(true);
    expect(isAppShellFile('assets/css/styles.0a1b2c3d.css')).toBe(true);
    expect(isAppShellFile('assets/fonts/jetbrains-mono-latin-400-normal-d04352f240062b100fba0eff7f328200.woff2')).toBe(
      true,
    );
    expect(isAppShellFile('assets/fonts/ibm-plex-sans-latin-wght-normal-3160b5c6767eb4c69c785b2b20ddf21a.woff2')).toBe(
      true,
    );
    expect(isAppShellFile('img/logo.svg')).toBe(true);
    expect(isAppShellFile('assets/js/17896441.5f3a2b1c.js')).toBe(false);
    expect(isAppShellFile('assets/fonts/ibm-plex-sans-cyrillic-400-normal-aaaa.woff2')).toBe(false);
    expect(isAppShellFile('assets/fonts/ibm-plex-sans-cyrillic-wght-normal-aaaa.woff2')).toBe(false);
    expect(isAppShellFile('introduction/index.html')).toBe(false);
    expect(isAppShellFile('zh/assets/js/main.41fce6b8.js')).toBe(false);
  });

  it('caches visited pages, their assets and the search index at run time', () => {
    expect(at('/x/react-data-grid/sorting/')).toBe('pages');
    expect(at('/x/zh/react-data-grid/sorting/?demo=1')).toBe('pages');
    expect(at('/x/assets/js/17896441.5f3a2b1c.js')).toBe('assets');
    expect(at('/x/search-index/data-grid.json')).toBe('search-index');
    expect(at('/x/zh/search-index/charts.json', '/x/zh/')).toBe('search-index');
    expect(at('/x/img/social-card.svg')).toBe('static');
  });

  it('leaves the app shell, the feedback API and other origins to others', () => {
    expect(at('/x/assets/js/main.41fce6b8.js')).toBeNull();
    expect(at('/x/zh/assets/js/main.41fce6b8.js', '/x/zh/')).toBeNull();
    // The English worker does not precache the Chinese shell, so it caches it at run time.
    expect(at('/x/zh/assets/js/main.41fce6b8.js')).toBe('assets');
    expect(at('/feedback-api/v1/health')).toBeNull();
    expect(runtimeCacheFor(new URL('https://cdn.example.net/x/a.js'), '/x/', origin)).toBeNull();
  });
});

function fakeEnvironment(focused: { value: boolean }, lastReload: number | null = null) {
  const reload = jest.fn();
  const environment: ReloadEnvironment = {
    hasFocus: () => focused.value,
    reload,
    now: () => 1_000_000,
    lastReload: () => lastReload,
    rememberReload: jest.fn(),
  };
  return { environment, reload };
}

describe('update flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reloads once, when the page has focus, checking every 100 ms', () => {
    const focused = { value: false };
    const { environment, reload } = fakeEnvironment(focused);
    const onActivated = createReloadOnActivation(environment);
    onActivated();
    onActivated();
    jest.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    focused.value = true;
    jest.advanceTimersByTime(100);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(environment.rememberReload).toHaveBeenCalledWith(1_000_000);
  });

  it('does not reload again right after an update reload (no loop)', () => {
    const { environment, reload } = fakeEnvironment({ value: true }, 1_000_000 - 2000);
    createReloadOnActivation(environment)();
    jest.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });

  function fakeWorker(state: ServiceWorkerState) {
    const listeners: (() => void)[] = [];
    const worker = {
      state,
      postMessage: jest.fn(),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    const moveTo = (next: ServiceWorkerState) => {
      worker.state = next;
      listeners.forEach((listener) => listener());
    };
    return { worker, moveTo, asWorker: worker as unknown as ServiceWorker };
  }

  it('tells a waiting worker to skip waiting, then reloads when it is activated', () => {
    const { worker, moveTo, asWorker } = fakeWorker('installing');
    const registration = { waiting: null as ServiceWorker | null } as ServiceWorkerRegistration;
    const onActivated = jest.fn();
    followWorker(asWorker, registration, true, onActivated);
    Object.assign(registration, { waiting: asWorker });
    moveTo('installed');
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    moveTo('activating');
    expect(onActivated).not.toHaveBeenCalled();
    moveTo('activated');
    expect(onActivated).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page that had no worker before (the first install)', () => {
    const { moveTo, asWorker } = fakeWorker('installing');
    const onActivated = jest.fn();
    followWorker(asWorker, { waiting: null } as ServiceWorkerRegistration, false, onActivated);
    moveTo('activated');
    expect(onActivated).not.toHaveBeenCalled();
  });
});
