import React, { useId, useState } from 'react';
import PlanBadge from '@site/src/components/PlanBadge';
import { InlineMarkdown } from '@site/src/components/ApiPage/Markdown';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import { GRID_EVENTS_STRINGS, matchesEventQuery } from '@site/src/lib/gridEventsStrings';
import type { GridEventRow } from '@site/plugins/api-reference/gridEvents';
import styles from './styles.module.css';

/**
 * The Data Grid's events, generated from the installed packages' types at build time, with a filter.
 * Every row is in the server markup, so the table reads the same without JavaScript; the filter
 * only hides rows.
 */
export default function GridEventsTable({ events }: { events: readonly GridEventRow[] }) {
  const t = useStrings(GRID_EVENTS_STRINGS);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = events.filter((row) => matchesEventQuery(row, query));
  return (
    <div className={styles.wrapper}>
      <div className={styles.filter}>
        <label htmlFor={inputId}>{t('gridEvents.filter')}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={t('gridEvents.filterHint')}
          onChange={(event) => setQuery(event.target.value)}
        />
        <span role="status" className={styles.count}>
          {t('gridEvents.count', { shown: String(shown.length), total: String(events.length) })}
        </span>
      </div>
      <div className={styles.scroll}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('gridEvents.name')}</th>
              <th scope="col">{t('gridEvents.params')}</th>
              <th scope="col">{t('gridEvents.event')}</th>
              <th scope="col">{t('gridEvents.description')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.name} id={`event-${row.name}`}>
                <th scope="row">
                  <code>{row.name}</code>
                  {row.plan && <PlanBadge plan={row.plan} className={styles.badge} />}
                </th>
                <td>{row.params ? <code>{row.params}</code> : t('gridEvents.noParams')}</td>
                <td>{row.event ? <code>{row.event}</code> : t('gridEvents.noParams')}</td>
                <td>
                  <InlineMarkdown text={row.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p className={styles.empty}>{t('gridEvents.none', { query })}</p>}
    </div>
  );
}
