import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ServerMarkup from '@site/src/components/ServerMarkup';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import type { ApiTypeDefinition } from '@site/src/lib/apiReference';
import { API_TYPE_STRINGS, type ApiTypeStringKey } from '@site/src/lib/apiTypeStrings';
import { typeAnchor } from '@site/src/lib/typeNames';
import LinkedType from './LinkedType';
import { InlineMarkdown, MarkdownParagraphs } from './Markdown';
import styles from './TypeDefinitions.module.css';
// The props table's type and required-mark styles, so a field reads like a prop.
import tableStyles from './styles.module.css';

type Translate = (key: ApiTypeStringKey, values?: Readonly<Record<string, string>>) => string;

function FieldsTable({ definition, t }: { definition: ApiTypeDefinition; t: Translate }) {
  const fields = definition.fields ?? [];
  const isEnum = definition.kind === 'enum';
  if (fields.length === 0) return <p>{t('apiTypes.noFields')}</p>;
  const label = t(isEnum ? 'apiTypes.members' : 'apiTypes.fields', { name: definition.name });
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.fields}>
        <thead>
          <tr>
            <th scope="col">{t(isEnum ? 'apiTypes.member' : 'apiTypes.field')}</th>
            <th scope="col">{t(isEnum ? 'apiTypes.value' : 'apiTypes.type')}</th>
            <th scope="col">{t('apiTypes.description')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
                {field.required && !isEnum && (
                  <span className={tableStyles.required} title={t('apiTypes.required')}>
                    *<span className="sr-only"> ({t('apiTypes.required')})</span>
                  </span>
                )}
              </td>
              <td>
                <code className={tableStyles.type}>
                  <LinkedType type={field.type} />
                </code>
              </td>
              <td>
                {field.deprecated !== undefined && (
                  <p>
                    <strong>{t('apiTypes.deprecated')}</strong> <InlineMarkdown text={field.deprecated} />
                  </p>
                )}
                <MarkdownParagraphs text={field.description} />
                {field.default !== undefined && (
                  <p>
                    {t('apiTypes.default')}{' '}
                    {field.default.includes('`') ? (
                      <InlineMarkdown text={field.default} />
                    ) : (
                      <code>{field.default}</code>
                    )}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TypeDefinition({ definition, t }: { definition: ApiTypeDefinition; t: Translate }) {
  const id = typeAnchor(definition.name);
  useBrokenLinks().collectAnchor(id);
  const parameters = definition.typeParameters ?? '';
  return (
    <details className={styles.definition}>
      <summary className={styles.summary}>
        <code className={styles.name}>{definition.name}</code>{' '}
        <span className={styles.origin}>
          {t(definition.exported ? 'apiTypes.from' : 'apiTypes.internal', { package: definition.package })}
        </span>
      </summary>
      {/* The fragment's target is inside the <details>: following a link to it opens the
          <details> (the browser reveals a fragment's closed ancestors), with no script. */}
      <div id={id} className={styles.body}>
        {definition.deprecated !== undefined && (
          <p>
            <strong>{t('apiTypes.deprecated')}</strong> <InlineMarkdown text={definition.deprecated} />
          </p>
        )}
        <MarkdownParagraphs text={definition.description} />
        {definition.text !== undefined ? (
          <pre className={styles.alias}>
            <code>
              {`type ${definition.name}`}
              <LinkedType type={parameters} />
              {' = '}
              <LinkedType type={definition.text} />
            </code>
          </pre>
        ) : (
          <>
            {(parameters || definition.extends) && (
              <p>
                <code className={tableStyles.type}>
                  {`${definition.kind} ${definition.name}`}
                  <LinkedType type={parameters} />
                  {definition.extends && (
                    <>
                      {' extends '}
                      <LinkedType type={definition.extends} />
                    </>
                  )}
                </code>
              </p>
            )}
            <FieldsTable definition={definition} t={t} />
            {definition.omittedFields !== undefined && (
              <p>{t('apiTypes.omitted', { count: String(definition.omittedFields) })}</p>
            )}
          </>
        )}
      </div>
    </details>
  );
}

/**
 * The Types section's definitions: server markup like the props table (not hydrated), one closed
 * `<details>` per type, opened by the reader or by a link to `#type-<Name>`. Left out of the search
 * index: the same package types recur on many pages and say little about this one.
 */
export default function TypeDefinitions({ definitions }: { definitions: readonly ApiTypeDefinition[] }) {
  const t = useStrings(API_TYPE_STRINGS);
  return (
    <ServerMarkup className={styles.definitions} data-search-skip>
      {definitions.map((definition) => (
        <TypeDefinition key={definition.name} definition={definition} t={t} />
      ))}
    </ServerMarkup>
  );
}
