// Filtering, sorting and aggregation, shared by both servers

import type { FilterItem, FilterModel, RowsRequest, SortItem } from './protocol';
import { roundCents } from './seeded';

export type Cell = string | number | null | undefined;

export const cellOf = (row: object, field: string): Cell => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
};
export const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '';
const lower = (value: unknown) => String(value ?? '').toLowerCase();

/** One filter item against one cell, for the grid's string, number and single select operators. */
function matchesItem(cell: Cell, { operator, value }: FilterItem): boolean {
  if (operator === 'isEmpty') return isBlank(cell);
  if (operator === 'isNotEmpty') return !isBlank(cell);
  if (operator === 'isAnyOf') {
    const list = Array.isArray(value) ? value : [];
    return list.length === 0 || list.some((item) => lower(item) === lower(cell));
  }
  // The grid does not filter on an item that has no value yet; neither does the server.
  if (isBlank(value)) return true;
  const text = lower(cell);
  const query = lower(value);
  const number = Number(value);
  switch (operator) {
    case 'contains':
      return text.includes(query);
    case 'doesNotContain':
      return !text.includes(query);
    case 'equals':
    case 'is':
      return text === query;
    case 'doesNotEqual':
    case 'not':
      return text !== query;
    case 'startsWith':
      return text.startsWith(query);
    case 'endsWith':
      return text.endsWith(query);
    case '=':
      return cell === number;
    case '!=':
      return cell !== number;
    case '>':
      return typeof cell === 'number' && cell > number;
    case '>=':
      return typeof cell === 'number' && cell >= number;
    case '<':
      return typeof cell === 'number' && cell < number;
    case '<=':
      return typeof cell === 'number' && cell <= number;
    default:
      // A real API answers 400 to an operator it does not know; so does this one.
      throw new Error(
        `The server does not support the "${operator}" filter operator.`,
      );
  }
}

/** Does a row pass the filter items and the quick filter words? */
export function matchesFilter(
  row: object,
  filterModel: FilterModel | undefined,
  searchFields: readonly string[],
) {
  if (!filterModel) return true;
  const active = filterModel.items.filter(
    (item) =>
      item.operator === 'isEmpty' ||
      item.operator === 'isNotEmpty' ||
      !isBlank(item.value),
  );
  const results = active.map((item) => matchesItem(cellOf(row, item.field), item));
  const passesItems =
    results.length === 0 ||
    (filterModel.logicOperator === 'or'
      ? results.some(Boolean)
      : results.every(Boolean));
  const words = (filterModel.quickFilterValues ?? []).map(lower).filter(Boolean);
  const hasWord = (word: string) =>
    searchFields.some((field) => lower(cellOf(row, field)).includes(word));
  const passesSearch =
    words.length === 0 ||
    (filterModel.quickFilterLogicOperator === 'or'
      ? words.some(hasWord)
      : words.every(hasWord));
  return passesItems && passesSearch;
}

function compareCells(a: Cell, b: Cell): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b)); // blanks last
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Sorts by every item of the sort model in turn; `tieBreak` keeps equal rows in a fixed order. */
export function sortRows<Row extends object>(
  rows: Row[],
  sortModel: readonly SortItem[] | undefined,
  valueOf: (row: Row, field: string) => Cell,
  tieBreak: (a: Row, b: Row) => number,
): Row[] {
  const active = (sortModel ?? []).filter((item) => item.sort);
  return [...rows].sort((a, b) => {
    for (const { field, sort } of active) {
      const result = compareCells(valueOf(a, field), valueOf(b, field));
      if (result !== 0) return sort === 'desc' ? -result : result;
    }
    return tieBreak(a, b);
  });
}

/** One aggregation function over the values of one field. 'size' counts rows. */
function aggregate(
  rows: readonly object[],
  field: string,
  fn: string,
): number | null {
  if (fn === 'size') return rows.length;
  const values = rows
    .map((row) => cellOf(row, field))
    .filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return null;
  switch (fn) {
    case 'sum':
      return roundCents(values.reduce((total, v) => total + v, 0));
    case 'avg':
      return roundCents(values.reduce((total, v) => total + v, 0) / values.length);
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    default:
      throw new Error(`The server cannot compute the "${fn}" aggregation.`);
  }
}

export function aggregateAll(
  rows: readonly object[],
  model: RowsRequest['aggregationModel'],
) {
  const aggregates: Record<string, number | null> = {};
  Object.entries(model ?? {}).forEach(([field, fn]) => {
    aggregates[field] = aggregate(rows, field, fn);
  });
  return aggregates;
}

/** Cuts the requested top-level rows out of the full list; `end` is inclusive, as the grid sends it. */
export function cutRange<Row>(rows: Row[], request: RowsRequest) {
  if (typeof request.start === 'string') {
    throw new Error('This server pages by row index; cursors are not supported.');
  }
  const start = request.start ?? 0;
  const end = request.end ?? rows.length - 1;
  return { rows: rows.slice(start, end + 1), hasNextPage: end + 1 < rows.length };
}
