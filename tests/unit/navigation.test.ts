import {
  NavigationError,
  docIdToPathname,
  findActivePage,
  isPlaygroundPath,
  normalizePathname,
  productFromPathname,
  validateNavTree,
  type NavEntry,
} from '@site/src/lib/navigation';
import { page, section, sidebarConfigToNavTree, subheader, themeSidebarToNavTree } from '@site/src/lib/sidebarEntries';
import sidebars from '@site/sidebars';

const tree: NavEntry[] = sidebarConfigToNavTree([
  section('react-data-grid-group', 'Data Grid', [
    page('react-data-grid/index', 'Overview'),
    subheader('react-data-grid/main-features', 'Main features', [
      page('react-data-grid/sorting', 'Sorting'),
      page('react-data-grid/column-pinning', 'Column Pinning', { plan: 'pro' }),
    ]),
  ]),
]);

describe('docIdToPathname', () => {
  it('maps index docs to their folder and others to their path, with the base URL', () => {
    expect(docIdToPathname('react-data-grid/index')).toBe('/x/react-data-grid/');
    expect(docIdToPathname('react-data-grid/sorting')).toBe('/x/react-data-grid/sorting/');
    expect(docIdToPathname('index')).toBe('/x/');
  });
});

describe('validateNavTree', () => {
  it('accepts the real sidebars.ts', () => {
    expect(() => validateNavTree(sidebarConfigToNavTree(sidebars.docs))).not.toThrow();
  });

  it('fails on a duplicated path and names the path and both entries', () => {
    const broken = sidebarConfigToNavTree([
      section('a', 'Data Grid', [page('react-data-grid/sorting', 'Sorting')]),
      section('b', 'Recipes', [page('react-data-grid/sorting', 'Sorting again')]),
    ]);
    expect(() => validateNavTree(broken)).toThrow(NavigationError);
    expect(() => validateNavTree(broken)).toThrow(
      'Duplicate navigation path /x/react-data-grid/sorting/: used by "Data Grid > Sorting" and by "Recipes > Sorting again".',
    );
  });

  it('lets components-api and hooks-api tabs repeat', () => {
    const tabs = sidebarConfigToNavTree([
      page('react-data-grid/foo/components-api', 'Components'),
      page('react-data-grid/foo/components-api', 'Components'),
      page('react-data-grid/foo/hooks-api', 'Hooks'),
      page('react-data-grid/foo/hooks-api', 'Hooks'),
    ]);
    expect(() => validateNavTree(tabs)).not.toThrow();
  });

  it('fails on a plan other than pro or premium and names the entry', () => {
    const broken: NavEntry[] = [
      {
        label: 'Columns',
        flags: {},
        children: [{ label: 'Pinning', pathname: '/x/p/', flags: { plan: 'gold' as never } }],
      },
    ];
    expect(() => validateNavTree(broken)).toThrow('Navigation entry "Columns > Pinning" has the plan "gold"');
  });
});

describe('normalizePathname and findActivePage', () => {
  it.each([
    '/x/react-data-grid/sorting/',
    '/x/react-data-grid/sorting',
    '/x/zh/react-data-grid/sorting/',
    '/x/zh/react-data-grid/sorting',
    '/x/react-data-grid/sorting/#multi-sorting',
    '/x/react-data-grid/sorting/components-api/',
    '/x/zh/react-data-grid/sorting/hooks-api',
  ])('finds the Sorting page and its parents from %s', (pathname) => {
    const active = findActivePage(tree, pathname);
    expect(active?.page.label).toBe('Sorting');
    expect(active?.parents.map((p) => p.label)).toEqual(['Data Grid', 'Main features']);
  });

  it('finds an overview at its folder path', () => {
    expect(findActivePage(tree, '/x/react-data-grid')?.page.label).toBe('Overview');
  });

  it('returns null for a path not in the tree', () => {
    expect(findActivePage(tree, '/x/react-data-grid/unknown/')).toBeNull();
  });

  it('keeps flags on the active page', () => {
    expect(findActivePage(tree, '/x/react-data-grid/column-pinning/')?.page.flags.plan).toBe('pro');
  });

  it('normalizes the root', () => {
    expect(normalizePathname('/x')).toBe('/x/');
    expect(normalizePathname('/x/zh/')).toBe('/x/');
  });
});

describe('productFromPathname', () => {
  it.each([
    ['/x/api/data-grid/data-grid/', 'x-data-grid'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/api/charts/bar-chart/', 'x-charts'],
    ['/x/api/tree-view/rich-tree-view/', 'x-tree-view'],
    ['/x/react-data-grid/sorting/', 'x-data-grid'],
    ['/x/zh/react-date-pickers/', 'x-date-pickers'],
    ['/x/react-charts/bars/', 'x-charts'],
    ['/x/react-tree-view/quickstart', 'x-tree-view'],
    ['/x/introduction/', 'introduction'],
    ['/x/migration/migration-data-grid-v7/', 'introduction'],
    ['/x/common-concepts/custom-components/', 'introduction'],
    ['/x/react-data-grid-like-but-not/', 'introduction'],
  ])('%s belongs to %s', (pathname, product) => {
    expect(productFromPathname(pathname)).toBe(product);
  });
});

describe('isPlaygroundPath', () => {
  it('matches playground pages in any locale only', () => {
    expect(isPlaygroundPath('/x/react-date-pickers/playground/')).toBe(true);
    expect(isPlaygroundPath('/x/zh/react-date-pickers/playground')).toBe(true);
    expect(isPlaygroundPath('/x/react-date-pickers/date-picker/')).toBe(false);
  });
});

describe('themeSidebarToNavTree', () => {
  it('reads the sidebar the theme receives, locale prefix included', () => {
    const themeTree = themeSidebarToNavTree([
      {
        type: 'category',
        label: '数据表格',
        items: [{ type: 'link', label: '排序', href: '/x/zh/react-data-grid/sorting/', customProps: { plan: 'pro' } }],
      },
      { type: 'link', label: "What's new", href: 'https://mui.com/x/whats-new/' },
    ]);
    expect(findActivePage(themeTree, '/x/zh/react-data-grid/sorting/')?.page.flags).toEqual({ plan: 'pro' });
    expect(themeTree[1]?.external).toBe(true);
  });
});
