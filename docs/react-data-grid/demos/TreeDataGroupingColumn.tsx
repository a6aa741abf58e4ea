import {
  DataGridPro,
  DataGridProProps,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridColDef,
  GridGroupNode,
  GridRenderCellParams,
  GridTreeDataGroupingCell,
} from '@mui/x-data-grid-pro';
import { getFiles, type FileNode } from '@site/src/demo-data';

interface FileRow {
  id: string;
  path: string[];
  type: FileNode['type'];
  size?: number;
}

function toRows(nodes: FileNode[], parentPath: string[] = []): FileRow[] {
  return nodes.flatMap(({ id, label, type, size, children = [] }) => {
    const path = [...parentPath, label];
    return [{ id, path, type, size }, ...toRows(children, path)];
  });
}

const rows = toRows(getFiles());

const columns: GridColDef<FileRow>[] = [
  { field: 'id', headerName: 'Full path', width: 260 },
  { field: 'type', headerName: 'Kind', width: 100 },
  { field: 'size', headerName: 'Bytes', type: 'number', width: 110 },
];

const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

// Everything except `field`, `type` and editing can be overridden.
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  width: 230,
  // A custom renderCell replaces the default cell, so pass the cell options to it directly.
  // (The cell renders files too, although its props are typed for group rows.)
  renderCell: (params) => (
    <GridTreeDataGroupingCell
      {...(params as GridRenderCellParams<FileRow, string, string, GridGroupNode>)}
      offsetMultiplier={3}
      hideDescendantCount
    />
  ),
};

export default function TreeDataGroupingColumn() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{ pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] } }}
      />
    </div>
  );
}
