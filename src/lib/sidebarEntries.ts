// Builders that keep sidebars.ts readable, and the conversions from Docusaurus sidebar items
// (the config in sidebars.ts, or the props the theme receives) to the navigation tree.
import { BASE_URL, docIdToPathname, normalizePathname, type NavEntry, type NavFlags } from './navigation';

export interface SidebarDoc {
  type: 'doc';
  id: string;
  label: string;
  /** Translation key: unique even where labels repeat ("Overview", "Recipes"). */
  key: string;
  customProps?: NavFlags;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  /** An external URL, or a site path without the base URL (`/api/data-grid/data-grid/`). */
  href: string;
  key: string;
  customProps?: NavFlags;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  key: string;
  items: SidebarEntry[];
  collapsible: boolean;
  collapsed: boolean;
  className?: string;
  customProps?: NavFlags;
}

export type SidebarEntry = SidebarDoc | SidebarLink | SidebarCategory;

export function page(id: string, label: string, flags?: NavFlags): SidebarDoc {
  return { type: 'doc', id, label, key: id, ...(flags && { customProps: flags }) };
}

export function link(key: string, label: string, href: string, flags?: NavFlags): SidebarLink {
  return { type: 'link', key, label, href, ...(flags && { customProps: flags }) };
}

/** A collapsible group of pages (a product, or a group such as "Columns"). */
export function section(key: string, label: string, items: SidebarEntry[], flags?: NavFlags): SidebarCategory {
  return {
    type: 'category',
    key,
    label,
    items,
    collapsible: true,
    collapsed: true,
    ...(flags && { customProps: flags }),
  };
}

/** A heading inside a product ("Main features"): always open, styled as a small overline. */
export function subheader(key: string, label: string, items: SidebarEntry[], flags?: NavFlags): SidebarCategory {
  return { ...section(key, label, items, flags), collapsible: false, collapsed: false, className: 'sidebar-subheader' };
}

export function sidebarConfigToNavTree(items: readonly SidebarEntry[]): NavEntry[] {
  return items.map((item): NavEntry => {
    switch (item.type) {
      case 'doc':
        return { label: item.label, pathname: docIdToPathname(item.id), flags: item.customProps ?? {} };
      case 'link': {
        const external = /^https?:/.test(item.href);
        const pathname = external ? item.href : `${BASE_URL}${item.href.replace(/^\//, '')}`;
        return { label: item.label, pathname, external, flags: item.customProps ?? {} };
      }
      case 'category':
        return { label: item.label, flags: item.customProps ?? {}, children: sidebarConfigToNavTree(item.items) };
      default: {
        const unknown: { type?: unknown; label?: unknown } = item;
        throw new Error(
          `Sidebar entry ${JSON.stringify(unknown.label ?? unknown)} has an unknown type ${JSON.stringify(unknown.type)}; use page(), link(), section() or subheader().`,
        );
      }
    }
  });
}

/** The shape of the sidebar items the theme receives (a subset of Docusaurus's PropSidebarItem). */
export interface ThemeSidebarItem {
  type: string;
  label: string;
  href?: string;
  customProps?: Record<string, unknown>;
  items?: readonly ThemeSidebarItem[];
}

export function themeSidebarToNavTree(items: readonly ThemeSidebarItem[]): NavEntry[] {
  return items.map((item): NavEntry => {
    const flags = (item.customProps ?? {}) as NavFlags;
    if (item.items) return { label: item.label, flags, children: themeSidebarToNavTree(item.items) };
    const external = item.href !== undefined && /^https?:/.test(item.href);
    const pathname = item.href === undefined || external ? item.href : normalizePathname(item.href);
    return { label: item.label, pathname, external, flags };
  });
}

/** Sidebar links to API pages, in the order given, with their plan badges. */
export function apiLinks(
  pages: readonly { product: string; name: string; plan?: NavFlags['plan'] }[],
  slug: (name: string) => string,
): SidebarLink[] {
  return pages.map((page) => {
    const path = `api/${page.product}/${slug(page.name)}`;
    return link(path, page.name, `/${path}/`, page.plan ? { plan: page.plan } : undefined);
  });
}
