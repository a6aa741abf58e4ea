import React from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';

/** Tells agents and tools where the page's Markdown twin is (English, also from a translated page). */
export default function MarkdownTwinLink() {
  const { pathname } = useLocation();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(pathname)} hrefLang="en" />
    </Head>
  );
}
