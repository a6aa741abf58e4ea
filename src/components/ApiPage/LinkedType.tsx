import React from 'react';
import Link from '@docusaurus/Link';
import { API_PAGES } from '@site/plugins/api-reference/pages';
import { apiPath } from '@site/src/lib/apiReference';
import { splitTypeNames, typeAnchor } from '@site/src/lib/typeNames';
import { useTypeDefinitionNames } from './typeDefinitionNames';

const PATHS = new Map(API_PAGES.map((page) => [page.name, apiPath(page.product, page.name).replace(/^\/x/, '')]));

/**
 * A type, with every name that has its own API page linked to it (`GridColDef[]`), and every name
 * defined in this page's Types section linked to its definition (`GridRowHeightParams`): a plain
 * fragment link, which the browser follows by itself, opening the definition's `<details>`.
 */
export default function LinkedType({ type }: { type: string }) {
  const defined = useTypeDefinitionNames();
  return (
    <>
      {splitTypeNames(type).map((part, index) => {
        const isName = index % 2 === 1;
        const path = isName ? PATHS.get(part) : undefined;
        if (path) {
          return (
            <Link key={index} to={path}>
              {part}
            </Link>
          );
        }
        if (isName && defined.has(part)) {
          return (
            <a key={index} href={`#${typeAnchor(part)}`}>
              {part}
            </a>
          );
        }
        return <React.Fragment key={index}>{part}</React.Fragment>;
      })}
    </>
  );
}
