// What the grid sends and what the server answers: the request and response shapes both servers
// share, declared here (not imported from a grid package) so they fit the free, Pro and Premium grids.

export interface SortItem {
  readonly field: string;
  readonly sort: 'asc' | 'desc' | null | undefined;
}

export interface FilterItem {
  readonly field: string;
  readonly operator: string;
  readonly value?: unknown;
}

export interface FilterModel {
  readonly items: readonly FilterItem[];
  /** 'and' (the default) or 'or': how the items combine. */
  readonly logicOperator?: string;
  /** The words typed in the quick filter. */
  readonly quickFilterValues?: readonly unknown[];
  readonly quickFilterLogicOperator?: string;
}

/** The parts of the grid's `getRows` params this server reads. Every field is optional. */
export interface RowsRequest {
  readonly sortModel?: readonly SortItem[];
  readonly filterModel?: FilterModel;
  /** Index of the first top-level row to return. */
  readonly start?: number | string;
  /** Index of the last top-level row to return (inclusive). */
  readonly end?: number;
  /** Path of the parent row whose children are wanted; empty or missing for the top level. */
  readonly groupKeys?: readonly string[];
  /** Fields to group by, outermost first (row grouping only). */
  readonly groupFields?: readonly string[];
  /** Field to aggregation function, such as { total: 'sum' }. */
  readonly aggregationModel?: Readonly<Record<string, string>>;
}

export interface RowsResponse<Row> {
  rows: Row[];
  /** How many top-level rows match the filters, over all pages. */
  rowCount: number;
  /** False once the returned rows reach the last matching row. */
  hasNextPage: boolean;
  /** Totals over every matching row, when the request has an aggregation model. */
  aggregateRow?: AggregateCarrier;
}

/** Aggregated values travel in an `aggregates` object, on group rows and on the footer row alike. */
export interface AggregateCarrier {
  aggregates: Record<string, number | null>;
}

/** The aggregation functions the server can compute. Anything else is rejected. */
export const SERVER_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;
