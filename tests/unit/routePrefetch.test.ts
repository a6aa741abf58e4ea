import prefetch from '@site/plugins/route-prefetch/prefetch';

const prefetchLinks = () => document.head.querySelectorAll('link[rel="prefetch"]');

// jsdom has no resource timing: every file counts as not loaded unless a test says otherwise.
const loadedFiles = new Set<string>();
Object.defineProperty(performance, 'getEntriesByName', {
  configurable: true,
  value: (name: string) => (loadedFiles.has(new URL(name).pathname) ? [{ name }] : []),
});

describe('route chunk prefetching', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    loadedFiles.clear();
  });

  it('requests a file once however many links point at routes that share it', () => {
    void prefetch('/x/assets/js/layout.js');
    void prefetch('/x/assets/js/layout.js');
    void prefetch('/x/assets/js/sorting.js');
    expect([...prefetchLinks()].map((link) => link.getAttribute('href'))).toEqual([
      '/x/assets/js/layout.js',
      '/x/assets/js/sorting.js',
    ]);
  });

  it('does not request a file the page has already loaded', () => {
    loadedFiles.add('/x/assets/js/loaded.js');
    void prefetch('/x/assets/js/loaded.js');
    expect(prefetchLinks()).toHaveLength(0);
  });
});
