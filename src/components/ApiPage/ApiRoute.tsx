import React from 'react';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import type { ApiRouteData } from '@site/plugins/api-reference';
import { paragraphs } from '@site/src/lib/inlineMarkdown';
import ApiShell from './ApiShell';
import ApiPage from './ApiPage';

/** Route component of an API page: the plugin passes the page's data and the docs sidebar. */
export default function ApiRoute({ data, sidebar }: { data: ApiRouteData; sidebar: PropSidebar }) {
  const description = paragraphs(data.page.description)[0]?.replace(/`/g, '') ?? `${data.page.name} API reference`;
  return (
    <ApiShell title={`${data.page.name} API`} description={description} sidebar={sidebar}>
      <ApiPage data={data} />
    </ApiShell>
  );
}
