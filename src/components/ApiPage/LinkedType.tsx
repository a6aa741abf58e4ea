import React from 'react';
import Link from '@docusaurus/Link';
import { API_PAGES } from '@site/plugins/api-reference/pages';
import { apiPath } from '@site/src/lib/apiReference';

const PATHS = new Map(API_PAGES.map((page) => [page.name, apiPath(page.product, page.name).replace(/^\/x/, '')]));

/** A type, with every name that has its own API page linked to it (`GridColDef[]`). */
export default function LinkedType({ type }: { type: string }) {
  const parts = type.split(/\b([A-Z][A-Za-z0-9]*)\b/);
  return (
    <>
      {parts.map((part, index) => {
        const path = index % 2 === 1 ? PATHS.get(part) : undefined;
        return path ? (
          <Link key={index} to={path}>
            {part}
          </Link>
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        );
      })}
    </>
  );
}
