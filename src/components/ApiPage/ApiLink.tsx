import React from 'react';
import Link from '@docusaurus/Link';
import { API_PAGES } from '@site/plugins/api-reference/pages';
import { apiPath, propAnchor } from '@site/src/lib/apiReference';

/**
 * A link from a guide to an API page, by name: `<ApiLink name="DataGrid" prop="checkboxSelection" />`.
 * An unknown name fails the build here; an unknown prop fails it through the broken-anchor check.
 */
export default function ApiLink({ name, prop, children }: { name: string; prop?: string; children?: React.ReactNode }) {
  const page = API_PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`<ApiLink name="${name}">: there is no API page for ${name}.`);
  const path = apiPath(page.product, page.name).replace(/^\/x/, '');
  return <Link to={prop ? `${path}#${propAnchor(prop)}` : path}>{children ?? <code>{prop ?? name}</code>}</Link>;
}
