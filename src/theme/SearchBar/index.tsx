// Exists because the classic theme's SearchBar is empty and Algolia's needs an account. With
// ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set at build time, the preset registers
// Algolia's theme and this wraps its SearchBar (contextual language and version filters, plus the
// reader's product as an optional filter). Otherwise the same DocSearch modal searches the index
// built with the site (LocalSearchBar).
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalSearchBar from '@theme-original/SearchBar';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import LocalSearchBar from './LocalSearchBar';

export default function SearchBar() {
  const { siteConfig } = useDocusaurusContext();
  const { product } = useDocsConfig();
  if (!siteConfig.themeConfig.algolia) return <LocalSearchBar />;
  return (
    <>
      <Head>
        {/* Read by the Algolia crawler into a `product` attribute, which the optional filter ranks by. */}
        <meta name="docsearch:product" content={product} />
      </Head>
      <OriginalSearchBar searchParameters={{ optionalFilters: [`product:${product}`] }} />
    </>
  );
}
