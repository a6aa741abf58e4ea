// The rows of an API table as the filter sees them. The tables are server markup that React does not
// own (src/components/ServerMarkup), so the filter reads their text from the DOM once and hides rows
// with the `hidden` attribute; nothing re-renders them.
import { matchesWords, normalizeText } from '@site/src/lib/apiFilter';

/** Marks a part of a row the filter does not search (the Default column: `false` is no prop's subject). */
export const FILTER_SKIP_ATTRIBUTE = 'data-filter-skip';

export interface IndexedRow {
  readonly row: HTMLTableRowElement;
  /** Normalized searchable text. */
  readonly text: string;
}

/** Elements whose text starts a new word: text of two paragraphs must not run together. */
const BREAKS_WORDS = new Set(['P', 'LI', 'UL', 'OL', 'DIV', 'BR', 'TD', 'TH']);

/**
 * The searchable text of a row: every cell's text but the parts marked to skip. Text nodes inside a
 * cell join without a space, so a type split into links (`readonly ` `GridColDef` `[]`) reads whole.
 */
export function rowSearchText(row: HTMLTableRowElement): string {
  const document = row.ownerDocument;
  const walker = document.createTreeWalker(row, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node instanceof Element && node.hasAttribute(FILTER_SKIP_ATTRIBUTE)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue ?? '';
    else if (BREAKS_WORDS.has((node as Element).tagName)) text += ' ';
  }
  return normalizeText(text);
}

/** The body rows of the table in `container`, with their text; read once per page. */
export function indexRows(container: Element): IndexedRow[] {
  return Array.from(container.querySelectorAll<HTMLTableRowElement>('tbody > tr'), (row) => ({
    row,
    text: rowSearchText(row),
  }));
}

/**
 * Hides the rows that miss a word and shows the others; returns how many show. Only rows whose state
 * changes are touched, so a keystroke that keeps the same rows costs no style work.
 */
export function applyWords(rows: readonly IndexedRow[], words: readonly string[]): number {
  let shown = 0;
  for (const { row, text } of rows) {
    const match = matchesWords(text, words);
    if (row.hidden === match) row.hidden = !match;
    if (match) shown += 1;
  }
  return shown;
}
