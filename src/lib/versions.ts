// The version menu: which earlier documentation each product links to. One table, one place.
import type { ProductId } from './navigation';

export const DOCUMENTED_VERSION = '8.2.0';

export interface VersionLink {
  readonly label: string;
  readonly href: string;
}

const earlierVersions: Readonly<Record<ProductId, readonly VersionLink[]>> = {
  introduction: [
    { label: 'v7', href: 'https://v7.mui.com/x/introduction/' },
    { label: 'v6', href: 'https://v6.mui.com/x/introduction/' },
    { label: 'v5', href: 'https://v5.mui.com/x/introduction/' },
    { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
  ],
  'x-data-grid': [
    { label: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
    { label: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
    { label: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
    { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
  ],
  'x-date-pickers': [
    { label: 'v7', href: 'https://v7.mui.com/x/react-date-pickers/' },
    { label: 'v6', href: 'https://v6.mui.com/x/react-date-pickers/' },
    { label: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/getting-started/' },
  ],
  'x-charts': [
    { label: 'v7', href: 'https://v7.mui.com/x/react-charts/' },
    { label: 'v6', href: 'https://v6.mui.com/x/react-charts/' },
  ],
  'x-tree-view': [
    { label: 'v7', href: 'https://v7.mui.com/x/react-tree-view/' },
    { label: 'v6', href: 'https://v6.mui.com/x/react-tree-view/getting-started' },
  ],
};

/** Inserts `/zh` right after the host, as the Chinese editions of the older docs are laid out. */
export function localizeExternalHref(href: string, locale: string): string {
  if (locale !== 'zh') return href;
  const url = new URL(href);
  url.pathname = `/zh${url.pathname}`;
  return url.toString();
}

export interface VersionMenu {
  readonly current: VersionLink;
  readonly others: readonly VersionLink[];
}

/**
 * @param currentHref the product's own overview page on this site (already locale-aware).
 */
export function versionMenuFor(product: ProductId, locale: string, currentHref: string): VersionMenu {
  return {
    current: { label: `v${DOCUMENTED_VERSION}`, href: currentHref },
    others: earlierVersions[product].map((v) => ({ label: v.label, href: localizeExternalHref(v.href, locale) })),
  };
}
