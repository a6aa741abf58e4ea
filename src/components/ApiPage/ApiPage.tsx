import React, { useMemo, type CSSProperties } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import TOC from '@theme/TOC';
import PlanBadge from '@site/src/components/PlanBadge';
import PageFeedback from '@site/src/components/PageFeedback';
import ServerMarkup from '@site/src/components/ServerMarkup';
import StaticCodeBlock from '@site/src/components/StaticCodeBlock';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import { API_TYPE_STRINGS } from '@site/src/lib/apiTypeStrings';
import type { ApiCssClass, ApiSlot } from '@site/src/lib/apiReference';
import type { ApiRouteData, ApiTables } from '@site/plugins/api-reference';
import { InlineMarkdown, MarkdownParagraphs } from './Markdown';
import PropsTable from './PropsTable';
import LinkedType from './LinkedType';
import TypeDefinitions from './TypeDefinitions';
import { TypeDefinitionNames } from './typeDefinitionNames';
import DemoGuides from './DemoGuides';
import TableFilter from './TableFilter';
import { apiTables } from './apiTables';
import styles from './styles.module.css';

/** The tag of the documented release, for links to the source. */
const SOURCE_TAG = 'v8.2.0';

const PACKAGE_SOURCE_DIRS: Readonly<Record<string, string>> = {
  '@mui/x-data-grid': 'packages/x-data-grid/src',
  '@mui/x-data-grid-pro': 'packages/x-data-grid-pro/src',
  '@mui/x-data-grid-premium': 'packages/x-data-grid-premium/src',
  '@mui/x-date-pickers': 'packages/x-date-pickers/src',
  '@mui/x-date-pickers-pro': 'packages/x-date-pickers-pro/src',
  '@mui/x-charts': 'packages/x-charts/src',
  '@mui/x-charts-pro': 'packages/x-charts-pro/src',
  '@mui/x-tree-view': 'packages/x-tree-view/src',
  '@mui/x-tree-view-pro': 'packages/x-tree-view-pro/src',
};

function sourceUrl(sourcePackage?: string, sourceFile?: string): string | null {
  const dir = sourcePackage && PACKAGE_SOURCE_DIRS[sourcePackage];
  if (!dir || !sourceFile) return null;
  const file = sourceFile.replace(/\.d\.ts$/, '.tsx').replace(/^esm\//, '');
  return `https://github.com/mui/mui-x/blob/${SOURCE_TAG}/${dir}/${file}`;
}

interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => React.ReactNode;
}

/** A plain reference table (slots, CSS classes): a header row and one row per item, with a filter. */
function ReferenceTable<T>({
  label,
  rows,
  total,
  columns,
  rowKey,
  kind,
}: {
  label: string;
  /** Empty in the browser on a page that arrived as HTML, whose table stays the server's markup. */
  rows: readonly T[];
  total: number;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  kind: 'slots' | 'classes';
}) {
  const tableId = `${kind}-table`;
  // A wide table scrolls inside its box; the box takes focus so the keyboard can scroll it too.
  return (
    <>
      <TableFilter kind={kind} tableId={tableId} total={total} />
      <ServerMarkup
        id={tableId}
        className={clsx(styles.tableScroll, styles.belowProps)}
        style={{ '--reference-rows': total } as CSSProperties}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table className={styles.simpleTable}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ServerMarkup>
    </>
  );
}

const SLOT_COLUMNS: readonly Column<ApiSlot>[] = [
  { header: 'Slot name', cell: (slot) => <code>{slot.name}</code> },
  {
    header: 'Default component',
    cell: (slot) =>
      slot.defaultComponent ? (
        <code>
          <LinkedType type={slot.defaultComponent} />
        </code>
      ) : (
        '–'
      ),
  },
  { header: 'Description', cell: (slot) => <InlineMarkdown text={slot.description} /> },
];

const CLASS_COLUMNS: readonly Column<ApiCssClass>[] = [
  { header: 'Class name', cell: (cssClass) => <code>.{cssClass.className}</code> },
  { header: 'Rule name', cell: (cssClass) => <code>{cssClass.key}</code> },
  { header: 'Description', cell: (cssClass) => <InlineMarkdown text={cssClass.description} /> },
];

/** A page that arrived as HTML in the browser: its tables stay the server's markup (apiTables.ts). */
const SERVER_MARKUP_TABLES: ApiTables = { props: [], slots: [], classes: [], typeDefinitions: [], explainedIn: {} };

/** The page, with the names its Types section defines known to every type it shows (LinkedType). */
export default function ApiPage({ data }: { data: ApiRouteData }) {
  const tables = apiTables(data.routePath) ?? SERVER_MARKUP_TABLES;
  const names = useMemo(
    () => new Set(tables.typeDefinitions.map((definition) => definition.name)),
    [tables.typeDefinitions],
  );
  return (
    <TypeDefinitionNames.Provider value={names}>
      <ApiPageContent data={data} tables={tables} />
    </TypeDefinitionNames.Provider>
  );
}

function ApiPageContent({ data, tables }: { data: ApiRouteData; tables: ApiTables }) {
  const { page, demos, counts } = data;
  const t = useStrings(API_TYPE_STRINGS);
  const isComponent = page.kind === 'component';
  const source = sourceUrl(page.sourcePackage, page.sourceFile);
  const sections = [
    demos.length > 0 && { id: 'demos', value: 'Demos' },
    { id: 'import', value: 'Import' },
    counts.props > 0 && { id: isComponent ? 'props' : 'properties', value: isComponent ? 'Props' : 'Properties' },
    counts.slots > 0 && { id: 'slots', value: 'Slots' },
    counts.classes > 0 && { id: 'css-classes', value: 'CSS classes' },
    counts.typeDefinitions > 0 && { id: 'types', value: t('apiTypes.heading') },
    source && { id: 'source', value: 'Source' },
  ].filter((section): section is { id: string; value: string } => Boolean(section));

  return (
    <div className="row">
      <div className={`col ${styles.mainCol}`}>
        <article className={`markdown ${styles.article}`}>
          <header className="page-header">
            <Heading as="h1">
              {page.name} API
              {page.plan && <PlanBadge plan={page.plan} className="page-title-badge" />}
            </Heading>
            {page.deprecated !== undefined && (
              <Admonition type="warning" title="Deprecated">
                <MarkdownParagraphs text={page.deprecated || 'This API is deprecated.'} />
              </Admonition>
            )}
            <MarkdownParagraphs
              text={
                page.description ||
                `The ${isComponent ? 'component' : 'interface'} \`${page.name}\` of \`${page.sourcePackage ?? 'MUI X'}\`.`
              }
            />
          </header>

          {demos.length > 0 && (
            <>
              <Heading as="h2" id="demos">
                Demos
              </Heading>
              <DemoGuides guides={demos} product={page.product} />
            </>
          )}

          <Heading as="h2" id="import">
            Import
          </Heading>
          <StaticCodeBlock language="jsx" code={page.imports.join('\n')} html={data.importsHtml} />
          {page.imports.length > 1 && <p>Import from the package of your plan; the component is the same.</p>}
          {page.muiName && (
            <p>
              Theme name: <code>{page.muiName}</code>. Default props and style overrides for every instance go in the
              theme&apos;s <code>components.{page.muiName}</code> entry.
            </p>
          )}
          {page.refTarget && (
            <p>
              The <code>ref</code> and any props not listed here are forwarded to{' '}
              <InlineMarkdown text={page.refTarget} />.
            </p>
          )}

          {counts.props > 0 && (
            <>
              <Heading as="h2" id={isComponent ? 'props' : 'properties'}>
                {isComponent ? 'Props' : 'Properties'}
              </Heading>
              <PropsTable
                props={tables.props}
                total={counts.props}
                label={`${page.name} ${isComponent ? 'props' : 'properties'}`}
                kind={isComponent ? 'props' : 'properties'}
                explainedIn={tables.explainedIn}
              />
            </>
          )}

          {counts.slots > 0 && (
            <>
              <Heading as="h2" id="slots">
                Slots
              </Heading>
              <ReferenceTable
                label={`${page.name} slots`}
                rows={tables.slots}
                total={counts.slots}
                columns={SLOT_COLUMNS}
                rowKey={(slot) => slot.name}
                kind="slots"
              />
            </>
          )}

          {counts.classes > 0 && (
            <>
              <Heading as="h2" id="css-classes">
                CSS classes
              </Heading>
              <ReferenceTable
                label={`${page.name} CSS classes`}
                rows={tables.classes}
                total={counts.classes}
                columns={CLASS_COLUMNS}
                rowKey={(cssClass) => cssClass.key}
                kind="classes"
              />
            </>
          )}

          {counts.typeDefinitions > 0 && (
            <>
              {/* Out of the search index like the definitions (TypeDefinitions): the same text on every page. */}
              <Heading as="h2" id="types" data-search-skip>
                {t('apiTypes.heading')}
              </Heading>
              <p data-search-skip>{t('apiTypes.intro')}</p>
              <TypeDefinitions definitions={tables.typeDefinitions} />
            </>
          )}

          {source && (
            <>
              <Heading as="h2" id="source">
                Source
              </Heading>
              <p>
                <Link href={source}>
                  Source code of {page.name} at {SOURCE_TAG}
                </Link>
                , in <code>{page.sourcePackage}</code>.
              </p>
            </>
          )}
        </article>
        <PageFeedback key={page.name} />
      </div>
      <div className="col col--3">
        <TOC toc={sections.map((section) => ({ ...section, level: 2 }))} />
      </div>
    </div>
  );
}
