import React from 'react';
import Link from '@docusaurus/Link';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import type { GuideLink } from '@site/plugins/api-reference/guideDemos';
import { shortGuideTitle, splitGuides } from '@site/src/lib/apiDemos';
import { API_PAGE_STRINGS } from '@site/src/lib/apiPageStrings';
import type { ApiProduct } from '@site/src/lib/apiReference';
import styles from './DemoGuides.module.css';

function GuideList({ guides, product }: { guides: readonly GuideLink[]; product: ApiProduct }) {
  // role="list": Safari drops the list semantics of a list drawn without bullets.
  return (
    <ul className={styles.list} role="list">
      {guides.map((guide) => (
        <li key={guide.path}>
          <Link to={guide.path.replace(/^\/x/, '')}>{shortGuideTitle(guide.title, product)}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The guides whose demos use the component, in a line or two: the first few, then the others in a
 * native <details> ("All N guides"), which opens without JavaScript.
 */
export default function DemoGuides({ guides, product }: { guides: readonly GuideLink[]; product: ApiProduct }) {
  const t = useStrings(API_PAGE_STRINGS);
  const { first, rest } = splitGuides(guides);
  return (
    <div className={styles.demos}>
      <GuideList guides={first} product={product} />
      {rest.length > 0 && (
        <details className={styles.more}>
          <summary className={styles.summary}>{t('apiDemos.allGuides', { count: String(guides.length) })}</summary>
          <GuideList guides={rest} product={product} />
        </details>
      )}
    </div>
  );
}
