// Which navigation strings a translated locale needs: a label per sidebar entry and a title per
// page, derived from sidebars.ts (the same keys `write-translations` and the navigation plugin use).
import type { SidebarEntry } from '../../src/lib/sidebarEntries';
import { docIdToPathname } from '../../src/lib/navigation';

/** The current.json key of every sidebar entry that needs a translated label. */
export function sidebarLabelKeys(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return [`sidebar.docs.category.${item.key}`, ...sidebarLabelKeys(item.items)];
    // API pages are named after code identifiers, which stay in English.
    if (item.type === 'link' && item.key.startsWith('api/')) return [];
    return [`sidebar.docs.${item.type}.${item.key}`];
  });
}

/** The page-titles.json key (pathname) of every guide page in the navigation. */
export function navPagePaths(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) =>
    item.type === 'category' ? navPagePaths(item.items) : item.type === 'doc' ? [docIdToPathname(item.id)] : [],
  );
}
