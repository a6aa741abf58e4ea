// The module listens for clicks on the document as soon as it loads.
import '@site/plugins/route-prefetch/preloadOnClick';

const preload = jest.fn(() => Promise.resolve([]));
Object.assign(window, { docusaurus: { preload, prefetch: () => false } });

function click(html: string, init: MouseEventInit = {}): void {
  document.body.innerHTML = html;
  document
    .querySelector('[data-clicked]')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
}

describe('loading a page when a link to it is clicked', () => {
  beforeEach(() => {
    preload.mockClear();
    window.history.replaceState(null, '', '/x/react-data-grid/pagination/');
  });

  it('starts for a link to another page of the site, from the link or anything inside it', () => {
    click('<a href="/x/react-data-grid/sorting/" data-clicked>Sorting</a>');
    click('<a href="/x/react-data-grid/filtering/#quick-filter"><span data-clicked>Quick filter</span></a>');
    expect(preload.mock.calls).toEqual([['/x/react-data-grid/sorting/'], ['/x/react-data-grid/filtering/']]);
  });

  it('does not start for a new tab, a modified click, a download, another site or this page', () => {
    click('<a href="/x/react-data-grid/sorting/" data-clicked>Sorting</a>', { ctrlKey: true });
    click('<a href="/x/react-data-grid/sorting/" target="_blank" data-clicked>Sorting</a>');
    click('<a href="/x/data.csv" download data-clicked>Data</a>');
    click('<a href="https://mui.com/x/" data-clicked>MUI X</a>');
    click('<a href="#page-size" data-clicked>Page size</a>');
    click('<a href="?page=2" data-clicked>Page 2</a>');
    click('<p data-clicked>Text</p>');
    expect(preload).not.toHaveBeenCalled();
  });
});
