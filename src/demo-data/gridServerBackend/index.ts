// A pretend backend for the Data Grid "Server-side data" demos. It runs in the page: there is no
// network, only a timer that delays each answer. It does what a real API behind a grid's data
// source would do: filter, sort and cut out the requested rows, return a folder's children, group
// rows and compute totals. Everything is built from seeded generators, so each reload shows the same
// data. The request and response shapes are declared in protocol.ts (not imported from a grid
// package) so this folder works unchanged behind the free, Pro and Premium grids.
//
// protocol.ts         what the grid sends and what the server answers
// seeded.ts           the seeded random generator and its helpers
// sales.ts            the sales rows
// query.ts            filtering, sorting, aggregation and paging, shared by both servers
// controls.ts         latency and failures, shared by both servers
// salesServer.ts      flat rows, row grouping and aggregation
// driveData.ts        a shared drive of folders and files, for tree data
// driveServer.ts      its children, filtered, sorted and added up
// describeRequest.ts  a one-line summary of a request, and formatBytes

export type {
  AggregateCarrier,
  FilterItem,
  FilterModel,
  RowsRequest,
  RowsResponse,
  SortItem,
} from './protocol';
export { SERVER_AGGREGATIONS } from './protocol';
export { CATEGORIES, CHANNELS, REGIONS, SALE_STATUSES, type Sale } from './sales';
export type { ServerControls } from './controls';
export {
  createSalesServer,
  type SaleGroupRow,
  type SalesServer,
  type SalesServerOptions,
} from './salesServer';
export type { DriveItem } from './driveData';
export {
  createDriveServer,
  type DriveServer,
  type DriveServerOptions,
} from './driveServer';
export { describeRequest, formatBytes } from './describeRequest';
