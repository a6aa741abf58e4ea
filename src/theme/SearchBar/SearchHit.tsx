// A result row of the modal: DocSearch's own rendering (children), plus the hit's product and plan,
// and for a prop its type. Recent searches stored before may lack these, so each is optional.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useTranslate } from '@site/src/components/DocsProvider';
import PlanBadge from '@site/src/components/PlanBadge';
import { PRODUCTS } from '@site/src/lib/products';
import type { Plan, ProductId } from '@site/src/lib/navigation';
import type { TranslationKey } from '@site/src/lib/translations';

interface HitProps {
  readonly hit: {
    readonly url: string;
    readonly product?: ProductId;
    readonly plan?: Plan | null;
    readonly propType?: string | null;
  };
  readonly children: ReactNode;
}

function toPath(url: string): string {
  const { pathname, search, hash } = new URL(url, window.location.origin);
  return `${pathname}${search}${hash}`;
}

export default function SearchHit({ hit, children }: HitProps) {
  const t = useTranslate();
  const product = hit.product ? PRODUCTS[hit.product] : undefined;
  return (
    <Link to={toPath(hit.url)} className="local-search-hit">
      {children}
      {(product || hit.plan || hit.propType) && (
        <span className="local-search-hit-meta">
          {hit.propType && <code className="local-search-hit-type">{hit.propType}</code>}
          {product && product.id !== 'introduction' && <span>{t(product.nameKey as TranslationKey)}</span>}
          {hit.plan && <PlanBadge plan={hit.plan} asLink={false} />}
        </span>
      )}
    </Link>
  );
}
