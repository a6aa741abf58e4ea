import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getFiles, type FileNode } from '@site/src/demo-data';

interface FileRow {
  id: string;
  path: string[];
  size?: number;
}

function toRows(nodes: FileNode[], parentPath: string[] = []): FileRow[] {
  return nodes.flatMap(({ id, label, size, children = [] }) => {
    const path = [...parentPath, label];
    return [{ id, path, size }, ...toRows(children, path)];
  });
}

const rows = toRows(getFiles());

const columns: GridColDef<FileRow>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) =>
      value == null ? '' : `${(value / 1024 / 1024).toFixed(2)} MB`,
  },
];

const getTreeDataPath: DataGridPremiumProps['getTreeDataPath'] = (row) => row.path;

export default function AggregationTreeData() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Name', width: 220 }}
        defaultGroupingExpansionDepth={1}
        initialState={{ aggregation: { model: { size: 'sum' } } }}
      />
    </div>
  );
}
