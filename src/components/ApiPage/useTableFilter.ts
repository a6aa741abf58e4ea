// The behaviour of one API table's filter: which rows show, the query in the URL, and links to a row
// the filter hides. The rows are hidden in the DOM (see tableRows.ts); the only React state is the
// query and the count, so typing re-renders the filter's few elements, never the table.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '@docusaurus/router';
import {
  hashTargetId,
  isSamePageHashLink,
  matchesWords,
  queryWords,
  readFilterQuery,
  urlWithFilterQuery,
} from '@site/src/lib/apiFilter';
import { applyWords, indexRows, rowSearchText, type IndexedRow } from './tableRows';

/** How long typing pauses before the URL follows; Safari refuses more than 100 replaceState calls in 10 s. */
export const URL_DELAY_MS = 300;

export interface TableFilterState {
  readonly query: string;
  /** Rows showing; the table's size until the filter first runs. */
  readonly shown: number;
  /** From typing: the rows follow on the next frame, the URL after a pause. */
  readonly setQuery: (query: string) => void;
  /** Shows every row and drops the query from the URL, at once. */
  readonly clear: () => void;
}

export function useTableFilter({
  tableId,
  param,
  total,
  inputRef,
}: {
  /** The id of the element holding the table. */
  readonly tableId: string;
  /** The URL parameter of the query. */
  readonly param: string;
  readonly total: number;
  readonly inputRef: RefObject<HTMLInputElement | null>;
}): TableFilterState {
  const [query, setQueryState] = useState('');
  const [shown, setShown] = useState(total);
  const rowsRef = useRef<{ box: HTMLElement; rows: IndexedRow[] } | null>(null);
  const frameRef = useRef(0);
  const urlTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** The table's rows, read once; again if the table was replaced (client-side navigation). */
  const indexed = useCallback((): { box: HTMLElement; rows: IndexedRow[] } | null => {
    const box = document.getElementById(tableId);
    if (!box) return null;
    const known = rowsRef.current;
    if (!known || known.box !== box || !box.contains(known.rows[0]?.row ?? null)) {
      rowsRef.current = { box, rows: indexRows(box) };
    }
    return rowsRef.current;
  }, [tableId]);

  const apply = useCallback(
    (value: string) => {
      const table = indexed();
      if (!table) return;
      const words = queryWords(value);
      const count = applyWords(table.rows, words);
      // A table with no row left would show a lone header: the empty state speaks instead.
      const empty = count === 0 && words.length > 0;
      if (table.box.hidden !== empty) table.box.hidden = empty;
      setShown(count);
    },
    [indexed],
  );

  const writeUrl = useCallback(
    (value: string) => {
      clearTimeout(urlTimerRef.current);
      const { pathname, search, hash, href } = window.location;
      const next = urlWithFilterQuery(href, param, value);
      if (next === `${pathname}${search}${hash}`) return;
      try {
        // Not a navigation: the router's own state is kept, and Back leaves the page as before.
        window.history.replaceState(window.history.state, '', next);
      } catch {
        // Too many calls (Safari): the rows are filtered all the same; the next pause writes the URL.
      }
    },
    [param],
  );

  const setQuery = useCallback(
    (value: string) => {
      setQueryState(value);
      cancelAnimationFrame(frameRef.current);
      // Several keystrokes within one frame cost one pass over the rows.
      frameRef.current = requestAnimationFrame(() => apply(value));
      clearTimeout(urlTimerRef.current);
      urlTimerRef.current = setTimeout(() => writeUrl(value), URL_DELAY_MS);
    },
    [apply, writeUrl],
  );

  const clear = useCallback(() => {
    cancelAnimationFrame(frameRef.current);
    setQueryState('');
    apply('');
    writeUrl('');
  }, [apply, writeUrl]);

  /** Clears the filter if the element `id` is in this table and hidden by it; returns that element. */
  const revealHidden = useCallback(
    (id: string): HTMLElement | null => {
      const box = document.getElementById(tableId);
      const target = id ? document.getElementById(id) : null;
      if (!box || !target || !box.contains(target)) return null;
      if (!box.hidden && !target.closest('tr')?.hidden) return null;
      clear();
      return target;
    },
    [tableId, clear],
  );

  // On arrival: the query typed before the page hydrated (the input is in the server markup), or the
  // one the URL shares, unless the URL's hash points at a row that query would hide: the link wins.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    const initial = typed || readFilterQuery(window.location.search, param);
    if (!queryWords(initial).length) return;
    const box = document.getElementById(tableId);
    const target = document.getElementById(hashTargetId(window.location.hash));
    const row = target && box?.contains(target) ? target.closest('tr') : null;
    if (row && !matchesWords(rowSearchText(row), queryWords(initial))) {
      writeUrl('');
      return;
    }
    setQueryState(initial);
    apply(initial);
    if (typed) writeUrl(typed);
    // Rows hidden above the place the hash points at moved it: bring it back into view.
    target?.scrollIntoView();
    // Once, on arrival: later changes come from the reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Links to a hidden row: a click on one in the page (cleared before the browser follows it, so it
  // finds the row to scroll to), a hash typed in the address bar, or a hash the router pushed.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !isSamePageHashLink(anchor.href, window.location)) return;
      revealHidden(hashTargetId(new URL(anchor.href).hash));
    };
    const onHashChange = () => revealHidden(hashTargetId(window.location.hash))?.scrollIntoView();
    document.addEventListener('click', onClick, true);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [revealHidden]);

  const { hash } = useLocation();
  useEffect(() => {
    if (hash) revealHidden(hashTargetId(hash))?.scrollIntoView();
  }, [hash, revealHidden]);

  // Leaving: nothing pending may touch the next page's URL, and rows React keeps show again.
  useEffect(
    () => () => {
      cancelAnimationFrame(frameRef.current);
      clearTimeout(urlTimerRef.current);
      const table = rowsRef.current;
      if (!table) return;
      table.box.hidden = false;
      for (const { row } of table.rows) row.hidden = false;
    },
    [],
  );

  return { query, shown, setQuery, clear };
}
