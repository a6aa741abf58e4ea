import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import { sidebarConfigToNavTree } from '@site/src/lib/sidebarEntries';
import type { NavEntry } from '@site/src/lib/navigation';

function pages(entries: readonly NavEntry[]): NavEntry[] {
  return entries.flatMap((entry) => (entry.children ? pages(entry.children) : [entry]));
}

const tree = sidebarConfigToNavTree(sidebars.docs);

describe('sidebars.ts', () => {
  it('has the seven top-level sections and the What’s new link', () => {
    expect(tree.map((entry) => entry.label)).toEqual([
      'What’s new',
      'Introduction',
      'Common concepts',
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'Migration',
    ]);
    expect(tree[0]?.pathname).toBe('https://mui.com/x/whats-new/');
  });

  it('lists 180 guide pages, each backed by a file under docs/', () => {
    const guidePages = pages(tree).filter((entry) => !entry.external && !entry.pathname!.startsWith('/x/api/'));
    expect(guidePages).toHaveLength(180);
    const missing = guidePages
      .map((entry) => entry.pathname!.replace(/^\/x\//, '').replace(/\/$/, ''))
      .filter(
        (rel) =>
          ![`${rel}.mdx`, `${rel}/index.mdx`].some((file) => fs.existsSync(path.join(__dirname, '../../docs', file))),
      );
    expect(missing).toEqual([]);
  });

  it('lists the 177 API pages, with their plans', () => {
    const apiPages = pages(tree).filter((entry) => entry.pathname!.startsWith('/x/api/'));
    expect(apiPages).toHaveLength(177);
    const byPath = new Map(apiPages.map((entry) => [entry.pathname, entry]));
    expect(byPath.get('/x/api/data-grid/data-grid-pro/')?.flags.plan).toBe('pro');
    expect(byPath.get('/x/api/date-pickers/date-range-picker/')?.flags.plan).toBe('pro');
    expect(byPath.get('/x/api/data-grid/grid-col-def/')?.label).toBe('GridColDef');
  });

  it('marks Pro and Premium pages', () => {
    const byPath = new Map(pages(tree).map((entry) => [entry.pathname, entry]));
    expect(byPath.get('/x/react-data-grid/column-pinning/')?.flags.plan).toBe('pro');
    expect(byPath.get('/x/react-data-grid/cell-selection/')?.flags.plan).toBe('premium');
    expect(byPath.get('/x/react-charts/radar/')?.flags.unstable).toBe(true);
    expect(byPath.get('/x/react-charts/treemap/')?.flags.planned).toBe(true);
  });
});
