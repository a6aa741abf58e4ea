import * as eta from 'eta';
import { pageTemplate } from '@site/plugins/static-rendering/pageTemplate';
import { readFontFaces } from '@site/plugins/static-rendering/fontPreloads';

/** The page as Docusaurus's static renderer writes it (lib/ssg/ssgTemplate.js compiles it this way). */
function renderPage(scripts: string[], appHtml = '<main><p>Content</p></main>'): string {
  const render = eta.compile(pageTemplate.trim(), { rmWhitespace: true });
  return render(
    {
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      metaAttributes: [],
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      stylesheets: ['assets/css/styles.css'],
      scripts,
      baseUrl: '/x/',
      version: '3.10.2',
      appHtml,
    },
    eta.defaultConfig,
  ) as string;
}

describe('page template', () => {
  // As Docusaurus lists them: the entry's files, then the route's chunks.
  const scripts = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/3.js', 'assets/js/4.js'];
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.head.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Runs the page's inline loader as the browser would at the end of parsing. */
  function runLoader(): void {
    const html = renderPage(scripts);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelectorAll('script[src]')).toHaveLength(0);
    const loader = [...page.querySelectorAll('script')].map((script) => script.textContent ?? '').join('\n');
    new Function(loader)();
  }

  const requested = () =>
    [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);

  /** A browser with paint timing: `paint` reports an entry to the page's observer as the browser would. */
  function withPaintTiming(): { paint: (name: string) => void } {
    type Report = (list: { getEntriesByName(name: string): unknown[] }, observer: FakePerformanceObserver) => void;
    const observers = new Set<FakePerformanceObserver>();
    class FakePerformanceObserver {
      static readonly supportedEntryTypes = ['paint'];
      constructor(readonly report: Report) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        observers.add(this);
      }
      disconnect() {
        observers.delete(this);
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakePerformanceObserver, configurable: true });
    return {
      paint: (name) =>
        [...observers].forEach((observer) =>
          observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer),
        ),
    };
  }
  afterEach(() => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  const inOrder = [
    ['/x/assets/js/runtime~main.1.js', false],
    ['/x/assets/js/3.js', false],
    ['/x/assets/js/4.js', false],
    ['/x/assets/js/main.2.js', false],
  ];

  it("requests the app scripts once the first contentful paint is reported, the route's chunks before main.js, run in order", () => {
    const browser = withPaintTiming();
    runLoader();
    frames.forEach((frame) => frame(0));
    browser.paint('first-paint');
    expect(requested()).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(requested()).toEqual(inOrder);
    jest.advanceTimersByTime(2000);
    expect(requested()).toHaveLength(4);
  });

  it('requests them after two frames in a browser without paint timing', () => {
    runLoader();
    expect(requested()).toEqual([]);
    frames.shift()?.(0);
    expect(requested()).toEqual([]);
    frames.shift()?.(0);
    expect(requested()).toEqual(inOrder);
  });

  it('requests them after a second in a tab that does not paint', () => {
    runLoader();
    jest.advanceTimersByTime(999);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toHaveLength(4);
  });
});

describe('font preloads', () => {
  const preloads = (appHtml: string) =>
    [
      ...new DOMParser().parseFromString(renderPage([], appHtml), 'text/html').querySelectorAll('link[rel="preload"]'),
    ].map((link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossOrigin: link.hasAttribute('crossorigin'),
    }));

  it('requests the body font on every page, as the bundler names it', () => {
    expect(preloads('<main><p>Prose only</p></main>')).toEqual([
      {
        href: expect.stringMatching(/^\/x\/assets\/fonts\/ibm-plex-sans-latin-wght-normal-[0-9a-f]{32}\.woff2$/),
        as: 'font',
        crossOrigin: true,
      },
    ]);
  });

  it('requests the code font only on pages with code', () => {
    expect(preloads('<main><p>Set <code>rows</code></p></main>').map(({ href }) => href)).toEqual([
      expect.stringContaining('ibm-plex-sans'),
      expect.stringMatching(/jetbrains-mono-latin-400-normal-[0-9a-f]{32}\.woff2$/),
    ]);
  });

  it('reads every @font-face of fonts.css and rejects one without a woff2 file', () => {
    expect(readFontFaces("@font-face { font-family: 'A'; src: url('pkg/a.woff2') format('woff2'); }")).toEqual([
      { family: 'A', modulePath: 'pkg/a.woff2' },
    ]);
    expect(() => readFontFaces("@font-face { font-family: 'B'; src: url('b.ttf'); }")).toThrow(
      /without a family or a woff2 url/,
    );
  });
});
