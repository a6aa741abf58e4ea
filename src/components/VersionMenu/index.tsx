import React from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import { PRODUCTS } from '@site/src/lib/products';
import { versionMenuFor } from '@site/src/lib/versions';

/** The current version links to the product's overview here; earlier ones to their own sites. */
export default function VersionMenu({ mobile }: { mobile?: boolean }) {
  const { product, language, t } = useDocsConfig();
  const overview = useBaseUrl(`/${PRODUCTS[product].overviewPath}`);
  const menu = versionMenuFor(product, language, overview);
  return (
    <DropdownNavbarItem
      mobile={mobile}
      label={menu.current.label}
      aria-label={`${t('versions.label')}: ${menu.current.label}`}
      items={[
        {
          label: menu.current.label,
          to: menu.current.href,
          autoAddBaseUrl: false,
          'aria-label': t('versions.current'),
        },
        ...menu.others.map((version) => ({ label: version.label, href: version.href })),
      ]}
    />
  );
}
