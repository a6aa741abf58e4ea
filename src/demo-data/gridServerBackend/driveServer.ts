// The drive server: a shared drive of folders and files, for tree data

import type { RowsRequest, RowsResponse } from './protocol';
import { aggregateAll, cellOf, cutRange, matchesFilter, sortRows } from './query';
import { createControls, type ServerControls } from './controls';
import { buildDrive, type DriveItem, type DriveNode } from './driveData';

export interface DriveServer extends ServerControls {
  /** The children of the folder at `groupKeys` (the top level when empty), filtered and sorted. */
  getRows(request: RowsRequest): Promise<RowsResponse<DriveItem>>;
}

export interface DriveServerOptions {
  /** Milliseconds before each answer. Default: 500. */
  latency?: number;
  /** When false, folders report -1 children, as an API that cannot count cheaply would. Default: true. */
  countChildren?: boolean;
}

const DRIVE_SEARCH_FIELDS = ['name', 'owner', 'kind'];

export function createDriveServer(options: DriveServerOptions = {}): DriveServer {
  const drive = buildDrive();
  const controls = createControls(options.latency ?? 500);
  const countChildren = options.countChildren ?? true;

  const getRows = (request: RowsRequest): RowsResponse<DriveItem> => {
    const matches = (node: DriveNode) =>
      matchesFilter(node.item, request.filterModel, DRIVE_SEARCH_FIELDS);
    // A row stays when it matches, when something inside it matches, or when a folder around it
    // matches (so filtering on a folder's name still shows what it holds).
    const visibleChildren = (
      nodes: DriveNode[],
      insideMatch: boolean,
    ): DriveNode[] =>
      insideMatch
        ? nodes
        : nodes.filter(
            (node) =>
              matches(node) || visibleChildren(node.children, false).length > 0,
          );
    const filesUnder = (node: DriveNode, insideMatch: boolean): DriveItem[] =>
      node.item.kind === 'File'
        ? [node.item]
        : visibleChildren(node.children, insideMatch || matches(node)).flatMap(
            (child) => filesUnder(child, insideMatch || matches(node)),
          );

    // Walk down the path in groupKeys to the requested folder.
    let level = visibleChildren(drive, false);
    let insideMatch = false;
    for (const key of request.groupKeys ?? []) {
      const folder = level.find((node) => node.item.name === key);
      if (!folder)
        throw new Error(
          `The folder "${(request.groupKeys ?? []).join('/')}" does not exist.`,
        );
      insideMatch = insideMatch || matches(folder);
      level = visibleChildren(folder.children, insideMatch);
    }
    const rows = level.map((node): DriveItem => {
      const { item, children } = node;
      const row: DriveItem = {
        ...item,
        childrenCount:
          item.kind === 'File'
            ? 0
            : countChildren
              ? visibleChildren(children, insideMatch || matches(node)).length
              : -1,
      };
      if (request.aggregationModel && item.kind === 'Folder') {
        row.aggregates = aggregateAll(
          filesUnder(node, insideMatch),
          request.aggregationModel,
        );
      }
      return row;
    });
    // Folders first, then by name, unless the sort model says otherwise.
    const sorted = sortRows(
      rows,
      request.sortModel,
      (row, field) =>
        row.aggregates && field in row.aggregates
          ? (row.aggregates[field] ?? null)
          : cellOf(row, field),
      (a, b) =>
        a.kind === b.kind
          ? a.name.localeCompare(b.name)
          : a.kind === 'Folder'
            ? -1
            : 1,
    );
    const topLevel = visibleChildren(drive, false);
    const aggregateRow = request.aggregationModel
      ? {
          aggregates: aggregateAll(
            topLevel.flatMap((node) => filesUnder(node, false)),
            request.aggregationModel,
          ),
        }
      : undefined;
    if ((request.groupKeys ?? []).length === 0) {
      return { ...cutRange(sorted, request), rowCount: sorted.length, aggregateRow };
    }
    // A folder's children are not paged; rowCount counts the top level (see the sales server).
    return {
      rows: sorted,
      rowCount: topLevel.length,
      hasNextPage: false,
      aggregateRow,
    };
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
    getRows: (request) => controls.answer(() => getRows(request)),
  };
}
