import React, { useEffect, useState } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import PlanBadge from '@site/src/components/PlanBadge';
import ServerMarkup from '@site/src/components/ServerMarkup';
import { propAnchor, type ApiProp } from '@site/src/lib/apiReference';
import type { GuideSectionLink } from '@site/plugins/api-reference/explainedIn';
import {
  PROPS_LAYOUT_ATTRIBUTE,
  PROPS_LAYOUT_KEY,
  parsePropsLayout,
  type PropsLayout,
} from '@site/src/lib/propsLayout';
import { InlineMarkdown, MarkdownParagraphs } from './Markdown';
import LinkedType from './LinkedType';
import ExplainedIn from './ExplainedIn';
import TableFilter from './TableFilter';
import styles from './styles.module.css';

function useStoredLayout(): [PropsLayout, (layout: PropsLayout) => void] {
  const [layout, setLayout] = useState<PropsLayout>('table');
  useEffect(() => {
    // The pre-paint script has already chosen; show the same choice in the toggle.
    setLayout(parsePropsLayout(document.documentElement.getAttribute(PROPS_LAYOUT_ATTRIBUTE)) ?? 'table');
  }, []);
  const choose = (next: PropsLayout) => {
    setLayout(next);
    try {
      window.localStorage.setItem(PROPS_LAYOUT_KEY, next);
    } catch {
      // Storage unavailable: the choice lasts for this page.
    }
    // The pre-paint script reads the same key, so a reload shows the same layout at once.
    document.documentElement.setAttribute(PROPS_LAYOUT_ATTRIBUTE, next);
  };
  return [layout, choose];
}

function LayoutToggle({ layout, onChange }: { layout: PropsLayout; onChange: (layout: PropsLayout) => void }) {
  return (
    <div role="group" aria-label="Props layout" className={styles.layoutToggle}>
      {(['table', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={layout === option}
          className={clsx(styles.layoutButton, layout === option && styles.layoutButtonActive)}
          onClick={() => onChange(option)}
        >
          {option === 'table' ? 'Table' : 'List'}
        </button>
      ))}
    </div>
  );
}

function PropRow({ prop, explainedIn }: { prop: ApiProp; explainedIn?: readonly GuideSectionLink[] }) {
  const id = propAnchor(prop.name);
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} className={styles.propRow}>
      <td data-label="Name">
        <a href={`#${id}`} className={styles.propName}>
          <code>{prop.name}</code>
        </a>
        {prop.required && (
          <span className={styles.required} title="Required">
            *<span className="sr-only"> (required)</span>
          </span>
        )}
        {prop.plan && <PlanBadge plan={prop.plan} />}
        {prop.deprecated !== undefined && <span className={styles.deprecatedTag}>Deprecated</span>}
      </td>
      <td data-label="Type">
        <code className={styles.type}>
          <LinkedType type={prop.type} />
        </code>
      </td>
      {/* data-filter-skip (FILTER_SKIP_ATTRIBUTE): a default such as `false` says nothing about the prop. */}
      <td data-label="Default" data-filter-skip>
        {prop.default === undefined ? (
          <span aria-label="none">–</span>
        ) : prop.default.includes('`') ? (
          <InlineMarkdown text={prop.default} />
        ) : (
          <code>{prop.default}</code>
        )}
      </td>
      <td data-label="Description" className={styles.description}>
        {prop.deprecated !== undefined && (
          <p className={styles.deprecatedNote}>
            <strong>Deprecated.</strong> <InlineMarkdown text={prop.deprecated} />
          </p>
        )}
        <MarkdownParagraphs text={prop.description} />
        {prop.signature && (
          <div className={styles.signature}>
            {prop.signature.params.length > 0 && (
              <ul>
                {prop.signature.params.map((param) => (
                  <li key={param.name}>
                    <code>
                      {param.name}: <LinkedType type={param.type} />
                    </code>{' '}
                    <InlineMarkdown text={param.description} />
                  </li>
                ))}
              </ul>
            )}
            {prop.signature.returns && (
              <p>
                Returns{' '}
                <code>
                  <LinkedType type={prop.signature.returns.type} />
                </code>{' '}
                <InlineMarkdown text={prop.signature.returns.description} />
              </p>
            )}
          </div>
        )}
        <ExplainedIn links={explainedIn} />
      </td>
    </tr>
  );
}

/** The id of the element holding the props table, which its filter controls. */
export const PROPS_TABLE_ID = 'props-table';

export default function PropsTable({
  props,
  total,
  label,
  kind = 'props',
  explainedIn = {},
}: {
  /** Empty in the browser on a page that arrived as HTML, whose table stays the server's markup. */
  props: readonly ApiProp[];
  total: number;
  label: string;
  /** By prop name, the guide sections that explain it (ApiRouteData.explainedIn). */
  explainedIn?: Readonly<Record<string, readonly GuideSectionLink[]>>;
  /** A component's props or an interface's properties: the filter's words follow. */
  kind?: 'props' | 'properties';
}) {
  const [layout, setLayout] = useStoredLayout();
  return (
    <>
      <TableFilter kind={kind} tableId={PROPS_TABLE_ID} total={total}>
        <LayoutToggle layout={layout} onChange={setLayout} />
      </TableFilter>
      <ServerMarkup
        id={PROPS_TABLE_ID}
        className={clsx(styles.propsWrapper, 'api-props')}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table className={styles.propsTable} aria-label={label}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {props.map((prop) => (
              <PropRow
                key={prop.name}
                prop={prop}
                // Own keys only: a prop named like an Object method (`toString`) must not find it.
                explainedIn={
                  Object.prototype.hasOwnProperty.call(explainedIn, prop.name) ? explainedIn[prop.name] : undefined
                }
              />
            ))}
          </tbody>
        </table>
      </ServerMarkup>
    </>
  );
}
