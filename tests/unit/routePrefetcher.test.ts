// The window.docusaurus replacement: prefetches a route's chunks when the browser is idle.
jest.mock(
  '@generated/routes',
  () => ({
    __esModule: true,
    default: [
      {
        path: '/x/',
        routes: [
          { path: '/x/react-data-grid/sorting/', exact: true },
          { path: '/x/react-data-grid/filtering/', exact: true },
        ],
      },
    ],
  }),
  { virtual: true },
);
jest.mock(
  '@generated/routesChunkNames',
  () => ({
    __esModule: true,
    default: {
      '/x/-ca3': { __comp: 'layout', __props: 'version-props' },
      '/x/react-data-grid/sorting/-094': { __comp: 'doc-item', content: 'sorting-mdx' },
      '/x/react-data-grid/filtering/-1b5': { __comp: 'doc-item', content: 'filtering-mdx' },
    },
  }),
  { virtual: true },
);
jest.mock('@docusaurus/core/lib/client/preload.js', () => ({
  __esModule: true,
  default: jest.fn(() => Promise.resolve([])),
}));
// Docusaurus's flat() turns nested chunk names into one level; these routes have one level already.
jest.mock('@docusaurus/core/lib/client/flat.js', () => ({ __esModule: true, default: (chunks: object) => chunks }));
jest.mock('@site/plugins/route-prefetch/prefetch', () => ({
  __esModule: true,
  default: jest.fn(() => Promise.resolve()),
}));

import preloadHelper from '@docusaurus/core/lib/client/preload.js';
import prefetchFile from '@site/plugins/route-prefetch/prefetch';
import docusaurus from '@site/plugins/route-prefetch/routePrefetcher';

const idleCallbacks: (() => void)[] = [];

beforeAll(() => {
  (globalThis as unknown as { __webpack_require__: unknown }).__webpack_require__ = {
    gca: (chunkName: string) => `/x/assets/js/${chunkName}.js`,
  };
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: () => void) => idleCallbacks.push(callback),
  });
});

async function runIdleCallbacks(): Promise<void> {
  idleCallbacks.splice(0).forEach((callback) => callback());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const requestedFiles = () => (prefetchFile as jest.Mock).mock.calls.map(([url]) => url as string);

describe('route prefetching', () => {
  it('prefetches nothing until the browser is idle, then every chunk of the route and its layouts', async () => {
    void docusaurus.prefetch('/x/react-data-grid/sorting/');
    expect(requestedFiles()).toEqual([]);
    await runIdleCallbacks();
    expect(requestedFiles()).toEqual([
      '/x/assets/js/layout.js',
      '/x/assets/js/version-props.js',
      '/x/assets/js/doc-item.js',
      '/x/assets/js/sorting-mdx.js',
    ]);
  });

  it('prefetches a route once however many links point at it', async () => {
    (prefetchFile as jest.Mock).mockClear();
    expect(docusaurus.prefetch('/x/react-data-grid/sorting/')).toBe(false);
    void docusaurus.prefetch('/x/react-data-grid/filtering/');
    await runIdleCallbacks();
    expect(requestedFiles()).toContain('/x/assets/js/filtering-mdx.js');
    expect(requestedFiles()).not.toContain('/x/assets/js/sorting-mdx.js');
  });
});

describe('route preloading (hover, touch, click)', () => {
  it('loads nothing for a link to the page on screen, with or without a hash', () => {
    window.history.pushState({}, '', '/x/react-data-grid/sorting/');
    (preloadHelper as jest.Mock).mockClear();
    expect(docusaurus.preload('/x/react-data-grid/sorting/')).toBe(false);
    expect(docusaurus.preload('/x/react-data-grid/sorting/#sort-model')).toBe(false);
    expect(preloadHelper).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('tries a failed preload again on the next hover', async () => {
    (preloadHelper as jest.Mock).mockReturnValueOnce(Promise.reject(new Error('chunk failed')));
    // A link drops the promise, as Docusaurus's Link does on hover.
    void docusaurus.preload('/x/react-data-grid/filtering/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const retry = docusaurus.preload('/x/react-data-grid/filtering/');
    expect(retry).not.toBe(false);
    await retry;
    expect(docusaurus.preload('/x/react-data-grid/filtering/')).toBe(false);
  });
});
