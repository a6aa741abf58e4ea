import { externalLinks } from '@site/plugins/external-links/collect';

describe('external link listing', () => {
  it('lists links to other sites with the pages that use them, and skips the site itself', () => {
    const pages = [
      {
        route: '/x/b/',
        html: '<a class=x href=https://github.com/mui/mui-x target=_blank>GitHub</a><a href="/x/a/">A</a><a href="https://docs.example.com/x/a/">self</a>',
      },
      { route: '/x/a/', html: '<a href="https://github.com/mui/mui-x">GitHub</a><a href="https://x.test/?a=1&amp;b=2">q</a>' },
    ];
    expect(externalLinks(pages, 'https://docs.example.com')).toEqual({
      'https://github.com/mui/mui-x': ['/x/a/', '/x/b/'],
      'https://x.test/?a=1&b=2': ['/x/a/'],
    });
  });
});
