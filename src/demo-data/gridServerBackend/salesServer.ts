// The sales server: flat rows, row grouping and aggregation

import type { AggregateCarrier, RowsRequest, RowsResponse } from './protocol';
import { roundCents } from './seeded';
import { generateSales, type Sale } from './sales';
import {
  aggregateAll,
  cellOf,
  cutRange,
  matchesFilter,
  sortRows,
  type Cell,
} from './query';
import { createControls, type ServerControls } from './controls';

/** A group row of a grouped answer. The grid reads `groupKey` and `childrenCount` from it. */
export interface SaleGroupRow extends AggregateCarrier {
  id: string;
  /** The value shared by every sale in the group, for the field grouped at this level. */
  groupKey: string;
  /** How many sales the group holds (after filtering). */
  childrenCount: number;
  /** The grouped field is also set, as in `{ region: 'Europe' }`, so its column can show it. */
  [field: string]: unknown;
}

export interface SalesServer extends ServerControls {
  /**
   * Without `groupFields`: the sales matching the filter, sorted, from `start` to `end`.
   * With `groupFields`: the groups (or, at the deepest level, the sales) under `groupKeys`.
   * Only the top level is paged; a group's children come back all at once.
   */
  getRows(request: RowsRequest): Promise<RowsResponse<Sale | SaleGroupRow>>;
  /** Validates and stores an edited sale; answers with the row as saved (its total recomputed). */
  updateRow(row: Sale): Promise<Sale>;
}

export interface SalesServerOptions {
  /** How many sales the server holds. Default: 500. */
  rowCount?: number;
  /** Milliseconds before each answer. Default: 500. */
  latency?: number;
}

const SALE_SEARCH_FIELDS = [
  'orderNumber',
  'customer',
  'country',
  'product',
  'status',
  'channel',
];

/** Each call makes an independent server (its own copy of the rows), so demos don't share edits. */
export function createSalesServer(options: SalesServerOptions = {}): SalesServer {
  const sales = generateSales(options.rowCount ?? 500);
  const controls = createControls(options.latency ?? 500);

  const groupRows = (
    request: RowsRequest,
    matching: Sale[],
  ): (Sale | SaleGroupRow)[] => {
    const groupFields = request.groupFields ?? [];
    const groupKeys = request.groupKeys ?? [];
    // Keep the sales inside the requested group: each key pins the value of one grouped field.
    const inGroup = matching.filter((sale) =>
      groupKeys.every(
        (key, depth) => String(cellOf(sale, groupFields[depth] ?? '')) === key,
      ),
    );
    const field = groupFields[groupKeys.length];
    if (field === undefined) {
      // Deepest level: the sales themselves.
      return sortRows(inGroup, request.sortModel, cellOf, (a, b) => a.id - b.id);
    }
    const buckets = new Map<string, Sale[]>();
    inGroup.forEach((sale) => {
      const key = String(cellOf(sale, field));
      buckets.set(key, [...(buckets.get(key) ?? []), sale]);
    });
    const groups: SaleGroupRow[] = [...buckets].map(([key, members]) => ({
      id: `group:${[...groupKeys, key].join('/')}`,
      groupKey: key,
      [field]: key,
      childrenCount: members.length,
      aggregates: aggregateAll(members, request.aggregationModel),
    }));
    // A sort on the grouped field orders the groups; a sort on an aggregated column orders them
    // by their aggregated value. Otherwise groups come in alphabetical order.
    const valueOf = (group: SaleGroupRow, sortField: string): Cell =>
      sortField === field ? group.groupKey : (group.aggregates[sortField] ?? null);
    return sortRows(groups, request.sortModel, valueOf, (a, b) =>
      a.groupKey.localeCompare(b.groupKey),
    );
  };

  return {
    get latency() {
      return controls.latency;
    },
    set latency(value: number) {
      controls.latency = value;
    },
    get requestCount() {
      return controls.requestCount;
    },
    failNextRequest: controls.failNextRequest,
    getRows(request) {
      return controls.answer(() => {
        const matching = sales.filter((sale) =>
          matchesFilter(sale, request.filterModel, SALE_SEARCH_FIELDS),
        );
        const aggregateRow = request.aggregationModel
          ? { aggregates: aggregateAll(matching, request.aggregationModel) }
          : undefined;
        if (!request.groupFields || request.groupFields.length === 0) {
          const sorted = sortRows(
            matching,
            request.sortModel,
            cellOf,
            (a, b) => a.id - b.id,
          );
          return {
            ...cutRange(sorted, request),
            rowCount: sorted.length,
            aggregateRow,
          };
        }
        const topLevel = groupRows({ ...request, groupKeys: [] }, matching);
        const isTopLevel = (request.groupKeys ?? []).length === 0;
        if (isTopLevel) {
          return {
            ...cutRange(topLevel, request),
            rowCount: topLevel.length,
            aggregateRow,
          };
        }
        // Children are not paged, and rowCount still counts the top level: the grid's pagination
        // footer reads it after every answer, including the answers for a group's children.
        return {
          rows: groupRows(request, matching),
          rowCount: topLevel.length,
          hasNextPage: false,
          aggregateRow,
        };
      });
    },
    updateRow(row) {
      return controls.answer(() => {
        const index = sales.findIndex((sale) => sale.id === row.id);
        const stored = sales[index];
        if (!stored) throw new Error(`Sale ${row.id} does not exist.`);
        const quantity = Number(row.quantity);
        if (!Number.isInteger(quantity) || quantity < 1) {
          throw new Error('The quantity must be a whole number of at least 1.');
        }
        const saved: Sale = {
          ...stored,
          ...row,
          quantity,
          total: roundCents(quantity * row.unitPrice),
        };
        sales[index] = saved;
        return saved;
      });
    },
  };
}
