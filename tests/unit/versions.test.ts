import { localizeExternalHref, versionMenuFor } from '@site/src/lib/versions';

describe('versionMenuFor', () => {
  it('lists v7, v6, v5 and v4 for the Data Grid, the current version linking here', () => {
    const menu = versionMenuFor('x-data-grid', 'en', '/x/react-data-grid/');
    expect(menu.current).toEqual({ label: 'v8.2.0', href: '/x/react-data-grid/' });
    expect(menu.others).toEqual([
      { label: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
      { label: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { label: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
    ]);
  });

  it('gives each product its own history', () => {
    expect(versionMenuFor('introduction', 'en', '/x/introduction/').others.map((v) => v.href)).toEqual([
      'https://v7.mui.com/x/introduction/',
      'https://v6.mui.com/x/introduction/',
      'https://v5.mui.com/x/introduction/',
      'https://v4.mui.com/components/data-grid/',
    ]);
    expect(versionMenuFor('x-date-pickers', 'en', '').others.map((v) => v.href)).toEqual([
      'https://v7.mui.com/x/react-date-pickers/',
      'https://v6.mui.com/x/react-date-pickers/',
      'https://v5.mui.com/x/react-date-pickers/getting-started/',
    ]);
    expect(versionMenuFor('x-charts', 'en', '').others.map((v) => v.label)).toEqual(['v7', 'v6']);
    expect(versionMenuFor('x-tree-view', 'en', '').others).toEqual([
      { label: 'v7', href: 'https://v7.mui.com/x/react-tree-view/' },
      { label: 'v6', href: 'https://v6.mui.com/x/react-tree-view/getting-started' },
    ]);
  });

  it('adds /zh after the host of every external link on Chinese pages', () => {
    const menu = versionMenuFor('x-tree-view', 'zh', '/x/zh/react-tree-view/');
    expect(menu.current.href).toBe('/x/zh/react-tree-view/');
    expect(menu.others.map((v) => v.href)).toEqual([
      'https://v7.mui.com/zh/x/react-tree-view/',
      'https://v6.mui.com/zh/x/react-tree-view/getting-started',
    ]);
  });

  it('leaves links alone in English', () => {
    expect(localizeExternalHref('https://v4.mui.com/components/data-grid/', 'en')).toBe(
      'https://v4.mui.com/components/data-grid/',
    );
  });
});
