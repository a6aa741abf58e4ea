import React, { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import { FILTER_PARAMS, queryWords, type FilterKind } from '@site/src/lib/apiFilter';
import { API_PAGE_STRINGS, filterStringKeys } from '@site/src/lib/apiPageStrings';
import { useTableFilter } from './useTableFilter';
import styles from './TableFilter.module.css';

/**
 * The filter above an API table (props, slots or CSS classes): a search field, the count of rows
 * showing, and an empty state. It is in the server markup so nothing moves when the page hydrates;
 * a browser without scripting hides it (CSS `scripting: none`), and every row shows.
 */
export default function TableFilter({
  kind,
  tableId,
  total,
  children,
}: {
  readonly kind: FilterKind;
  /** The id of the element holding the table. */
  readonly tableId: string;
  /** How many rows the table has. */
  readonly total: number;
  /** Other controls of the table, at the end of the bar (the props' table or list toggle). */
  readonly children?: ReactNode;
}) {
  const t = useStrings(API_PAGE_STRINGS);
  const keys = filterStringKeys(kind);
  const inputRef = useRef<HTMLInputElement>(null);
  const { query, shown, setQuery, clear } = useTableFilter({
    tableId,
    param: FILTER_PARAMS[kind],
    total,
    inputRef,
  });
  const inputId = `${tableId}-filter`;
  const countId = `${tableId}-filter-count`;
  const empty = shown === 0 && queryWords(query).length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape empties the field (as the browser does for a search field, but through our state);
    // an empty field lets Escape go on to whatever else listens for it.
    if (event.key !== 'Escape' || event.currentTarget.value === '') return;
    event.preventDefault();
    clear();
  };

  return (
    <div className={styles.bar}>
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.label}>
          {t(keys.label)}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          placeholder={t(keys.hint)}
          autoComplete="off"
          spellCheck={false}
          aria-controls={tableId}
          aria-describedby={countId}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span id={countId} className={styles.count} role="status" aria-live="polite">
          {t(total === 1 ? keys.countOne : keys.count, { shown: String(shown), total: String(total) })}
        </span>
      </div>
      {children}
      {empty && (
        <p className={styles.empty}>
          <span>{t(keys.none, { query: query.trim() })}</span>
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              clear();
              // The button goes away with the empty state: the field keeps the focus.
              inputRef.current?.focus();
            }}
          >
            {t('apiFilter.clear')}
          </button>
        </p>
      )}
    </div>
  );
}
