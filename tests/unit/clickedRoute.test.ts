import { clickedRoute, type ClickLike } from '@site/plugins/route-prefetch/clickedRoute';

const page = { origin: 'http://localhost', pathname: '/x/react-data-grid/pagination/' };

function clickOn(html: string, event: Partial<ClickLike> = {}): string | null {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-clicked]');
  return clickedRoute(
    {
      button: 0,
      defaultPrevented: false,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      target,
      ...event,
    },
    page,
  );
}

describe('the page a click opens in the app', () => {
  it('is the path of a link to another page of the site, from the link or anything inside it', () => {
    expect(clickOn('<a href="/x/react-data-grid/sorting/" data-clicked>Sorting</a>')).toBe(
      '/x/react-data-grid/sorting/',
    );
    expect(clickOn('<a href="/x/react-data-grid/sorting/#basic"><span data-clicked>Sorting</span></a>')).toBe(
      '/x/react-data-grid/sorting/',
    );
  });

  it('is none for a new tab, a modified or secondary click, or a click a handler has taken', () => {
    const link = '<a href="/x/react-data-grid/sorting/" data-clicked>Sorting</a>';
    expect(clickOn(link, { ctrlKey: true })).toBeNull();
    expect(clickOn(link, { metaKey: true })).toBeNull();
    expect(clickOn(link, { shiftKey: true })).toBeNull();
    expect(clickOn(link, { button: 1 })).toBeNull();
    expect(clickOn(link, { defaultPrevented: true })).toBeNull();
    expect(clickOn('<a href="/x/react-data-grid/sorting/" target="_blank" data-clicked>Sorting</a>')).toBeNull();
  });

  it('is none for a download, another site, an anchor on this page, or no link at all', () => {
    expect(clickOn('<a href="/x/data.csv" download data-clicked>Data</a>')).toBeNull();
    expect(clickOn('<a href="https://mui.com/x/" data-clicked>MUI</a>')).toBeNull();
    expect(clickOn('<a href="/x/react-data-grid/pagination/#page-size" data-clicked>Page size</a>')).toBeNull();
    expect(clickOn('<p data-clicked>Text</p>')).toBeNull();
  });
});
