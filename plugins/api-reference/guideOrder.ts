// The order of an API page's "Demos" guides: the docs sidebar's, so the few shown before "All N
// guides" are the ones a reader meets first (overview, quickstart) rather than whichever file the
// folder listing gave first.
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { GuideLink } from './guideDemos';

/** A page's path without the site or locale prefix and the trailing slash: `react-data-grid/sorting`. */
export function guideKey(pathname: string, prefix: string): string {
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  return rest.replace(/^\/+|\/+$/g, '');
}

/** Each page of the sidebar (category pages before their items), by key, with its position. */
export function sidebarPositions(items: readonly PropSidebarItem[], prefix: string): Map<string, number> {
  const positions = new Map<string, number>();
  const visit = (list: readonly PropSidebarItem[]) => {
    for (const item of list) {
      const href = item.type === 'link' || item.type === 'category' ? item.href : undefined;
      if (href !== undefined) {
        const key = guideKey(href, prefix);
        if (!positions.has(key)) positions.set(key, positions.size);
      }
      if (item.type === 'category') visit(item.items);
    }
  };
  visit(items);
  return positions;
}

/**
 * The guides in sidebar order, those of the page's own product (`react-data-grid`) first: a Data Grid
 * page starts with the Data Grid overview, not with a shared concept the sidebar lists earlier. Any
 * the sidebar lacks keep their order, after the others.
 */
export function orderGuides(
  guides: readonly GuideLink[],
  positions: ReadonlyMap<string, number>,
  productFolder?: string,
  guidePrefix = '/x/',
): GuideLink[] {
  const rank = (guide: GuideLink): [number, number] => {
    const key = guideKey(guide.path, guidePrefix);
    const ownProduct = productFolder !== undefined && (key === productFolder || key.startsWith(`${productFolder}/`));
    return [ownProduct ? 0 : 1, positions.get(key) ?? Number.POSITIVE_INFINITY];
  };
  // Array.prototype.sort is stable: equal ranks (none found) keep the listing's order.
  return [...guides].sort((a, b) => {
    const [fa, pa] = rank(a);
    const [fb, pb] = rank(b);
    if (fa !== fb) return fa - fb;
    return pa === pb ? 0 : pa < pb ? -1 : 1;
  });
}
