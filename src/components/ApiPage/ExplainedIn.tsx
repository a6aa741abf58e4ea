import React from 'react';
import Link from '@docusaurus/Link';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import type { GuideSectionLink } from '@site/plugins/api-reference/explainedIn';
import { EXPLAINED_IN_STRINGS } from '@site/src/lib/explainedInStrings';
import styles from './ExplainedIn.module.css';

/**
 * The guide sections that explain a prop, under its description. The paths already carry the
 * locale's base URL (plugins/api-reference), so Link must not add it again; Link still reports them
 * to the broken-link check, which fails the build if a section's anchor is missing from its page.
 * The filter (data-filter-skip) and the search index (data-search-skip) leave the line out: guide
 * titles say nothing about the prop itself.
 */
export default function ExplainedIn({ links }: { links: readonly GuideSectionLink[] | undefined }) {
  const t = useStrings(EXPLAINED_IN_STRINGS);
  if (!links || links.length === 0) return null;
  return (
    <p className={styles.explainedIn} data-filter-skip data-search-skip>
      <span className={styles.label}>{t('apiProps.explainedIn')}</span>{' '}
      {links.map((link, index) => (
        <React.Fragment key={link.path}>
          {index > 0 && ', '}
          <Link to={link.path} autoAddBaseUrl={false}>
            {link.title}
          </Link>
        </React.Fragment>
      ))}
    </p>
  );
}
