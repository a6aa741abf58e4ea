// A one-line summary of a request, for the request logs under the demos, and a size formatter

import type { RowsRequest } from './protocol';
import { isBlank } from './query';

const describeValue = (value: unknown) =>
  Array.isArray(value)
    ? `[${value.join(', ')}]`
    : isBlank(value)
      ? ''
      : String(value);

/**
 * Turns the params the grid sends into a short line, such as
 * `rows 0–9 · sort total desc · filter status is Shipped`.
 * `withGroupKeys` also prints `groupKeys` when it is empty (useful for tree data and grouping).
 */
export function describeRequest(
  request: RowsRequest,
  { withGroupKeys = false } = {},
): string {
  const parts: string[] = [];
  const keys = request.groupKeys ?? [];
  if (keys.length > 0 || withGroupKeys)
    parts.push(`groupKeys [${keys.map((key) => `"${key}"`).join(', ')}]`);
  if (request.groupFields && request.groupFields.length > 0)
    parts.push(`groupFields [${request.groupFields.join(', ')}]`);
  if (typeof request.start === 'number' && typeof request.end === 'number') {
    parts.push(`rows ${request.start}–${request.end}`);
  }
  (request.sortModel ?? []).forEach(({ field, sort }) => {
    if (sort) parts.push(`sort ${field} ${sort}`);
  });
  (request.filterModel?.items ?? []).forEach(({ field, operator, value }) => {
    if (operator === 'isEmpty' || operator === 'isNotEmpty' || !isBlank(value)) {
      parts.push(`filter ${field} ${operator} ${describeValue(value)}`.trim());
    }
  });
  const words = request.filterModel?.quickFilterValues ?? [];
  if (words.length > 0) parts.push(`search "${words.join(' ')}"`);
  const aggregation = Object.entries(request.aggregationModel ?? {});
  if (aggregation.length > 0)
    parts.push(
      `aggregate ${aggregation.map(([field, fn]) => `${field}:${fn}`).join(', ')}`,
    );
  return parts.join(' · ');
}

/** 2048 → '2 KB', for size columns. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 && unit > 0 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
