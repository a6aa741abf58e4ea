import type { Location } from 'history';

const loads = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
const lifecycle: string[] = [];

jest.mock('@docusaurus/core/lib/client/preload.js', () => ({
  __esModule: true,
  default: (pathname: string) =>
    new Promise<void>((resolve, reject) => {
      loads.set(pathname, { resolve, reject });
    }),
}));
jest.mock('@docusaurus/core/lib/client/normalizeLocation.js', () => ({
  __esModule: true,
  default: (location: Location) => ({ ...location, pathname: location.pathname.replace(/index\.html$/, '') }),
}));
jest.mock('@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js', () => ({
  __esModule: true,
  dispatchLifecycleAction: (
    action: string,
    { previousLocation, location }: { previousLocation: Location | null; location: Location },
  ) => {
    lifecycle.push(`${action} ${previousLocation?.pathname} -> ${location.pathname}`);
    return () => lifecycle.push(`end ${location.pathname}`);
  },
}));

import { moveWhenLoaded } from '@site/plugins/docusaurus-patches/routeLoading';
import { registerNavigationData } from '@site/src/lib/navigationData';

const at = (pathname: string) => ({ pathname, search: '', hash: '', state: undefined }) as Location;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the router moves once the next page has loaded', () => {
  beforeEach(() => {
    loads.clear();
    lifecycle.length = 0;
  });

  it('moves when the page has loaded, telling client modules when it starts and when it has loaded', async () => {
    const moves: string[] = [];
    moveWhenLoaded(at('/x/a/'), at('/x/b/index.html'), () => moves.push('b'));
    expect(lifecycle).toEqual(['onRouteUpdate /x/a/ -> /x/b/']);
    await settle();
    expect(moves).toEqual([]);
    loads.get('/x/b/')!.resolve();
    await settle();
    expect(lifecycle).toEqual(['onRouteUpdate /x/a/ -> /x/b/', 'end /x/b/']);
    expect(moves).toEqual(['b']);
  });

  it('loads no browser-only data for a link to the page on screen, which stays mounted', async () => {
    const requested: string[] = [];
    registerNavigationData((pathname) => {
      requested.push(pathname);
      return Promise.resolve();
    });
    const moves: string[] = [];
    moveWhenLoaded(at('/x/api/a/'), at('/x/api/a/'), () => moves.push('same'));
    loads.get('/x/api/a/')!.resolve();
    await settle();
    expect(moves).toEqual(['same']);
    expect(requested).toEqual([]);
    moveWhenLoaded(at('/x/api/a/'), at('/x/api/b/'), () => moves.push('b'));
    loads.get('/x/api/b/')!.resolve();
    await settle();
    expect(requested).toEqual(['/x/api/b/']);
    expect(moves).toEqual(['same', 'b']);
  });

  it('never moves to a page a later click has overtaken, and ends its navigation when the next starts', async () => {
    const moves: string[] = [];
    moveWhenLoaded(at('/x/a/'), at('/x/b/'), () => moves.push('b'));
    moveWhenLoaded(at('/x/a/'), at('/x/c/'), () => moves.push('c'));
    expect(lifecycle).toEqual(['onRouteUpdate /x/a/ -> /x/b/', 'end /x/b/', 'onRouteUpdate /x/a/ -> /x/c/']);
    loads.get('/x/c/')!.resolve();
    loads.get('/x/b/')!.resolve();
    await settle();
    expect(moves).toEqual(['c']);
    expect(lifecycle.filter((entry) => entry.startsWith('end'))).toEqual(['end /x/b/', 'end /x/c/']);
  });

  it('reloads the page when the next page fails to load (a deployment has replaced its code)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // jsdom cannot navigate: it reports the reload as a navigation it does not implement.
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const moves: string[] = [];
      moveWhenLoaded(at('/x/a/'), at('/x/b/'), () => moves.push('b'));
      loads.get('/x/b/')!.reject(new Error('Loading chunk 42 failed.'));
      await settle();
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk 42 failed.' }));
      expect(String(error.mock.calls[0]?.[0])).toMatch(/Not implemented: navigation/);
      expect(moves).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
