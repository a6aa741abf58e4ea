import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import type { ApiIndexData } from '@site/plugins/api-reference';
import PlanBadge from '@site/src/components/PlanBadge';
import PageFeedback from '@site/src/components/PageFeedback';
import { InlineMarkdown } from './Markdown';
import ApiShell from './ApiShell';

const PRODUCT_NAMES = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
};

/** The index of a product's API pages: components, then interfaces, each with its first sentence. */
export default function ApiIndexRoute({ data, sidebar }: { data: ApiIndexData; sidebar: PropSidebar }) {
  const title = `${PRODUCT_NAMES[data.product]} API`;
  const groups = [
    { id: 'components', label: 'Components', pages: data.pages.filter((page) => page.kind === 'component') },
    { id: 'interfaces', label: 'Interfaces', pages: data.pages.filter((page) => page.kind === 'interface') },
  ].filter((group) => group.pages.length > 0);
  return (
    <ApiShell
      title={title}
      description={`Every component and interface of the ${PRODUCT_NAMES[data.product]} API.`}
      sidebar={sidebar}
    >
      <article className="markdown">
        <Heading as="h1">{title}</Heading>
        <p>Every page below is generated from the type definitions of the installed packages.</p>
        {groups.map((group) => (
          <section key={group.id}>
            <Heading as="h2" id={group.id}>
              {group.label}
            </Heading>
            <ul>
              {group.pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path.replace(/^\/x/, '')}>
                    <code>{page.name}</code>
                  </Link>
                  {page.plan && <PlanBadge plan={page.plan} />}
                  {page.description && (
                    <>
                      {' – '}
                      <InlineMarkdown text={page.description} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </article>
      <PageFeedback key={data.product} />
    </ApiShell>
  );
}
