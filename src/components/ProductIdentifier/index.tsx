import React from 'react';
import Link from '@docusaurus/Link';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import { PRODUCTS } from '@site/src/lib/products';
import styles from './styles.module.css';

/** "MUI X" alone on general pages; "MUI X" as an overline above the product name elsewhere. */
export default function ProductIdentifier({ mobile }: { mobile?: boolean }) {
  const { product, t } = useDocsConfig();
  if (mobile) return null;
  const { nameKey, overviewPath } = PRODUCTS[product];
  const brand = t('brand.name');
  return (
    <Link to={`/${overviewPath}`} className={styles.identifier} data-product={product}>
      {product === 'introduction' ? (
        <span className={styles.name}>{brand}</span>
      ) : (
        <>
          <span className={styles.overline}>{brand}</span>
          <span className={styles.name}>{t(nameKey as Parameters<typeof t>[0])}</span>
        </>
      )}
    </Link>
  );
}
