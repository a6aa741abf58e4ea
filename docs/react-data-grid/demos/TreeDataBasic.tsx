import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getFiles, type FileNode } from '@site/src/demo-data';

interface FileRow {
  id: string;
  path: string[];
  type: FileNode['type'];
  size?: number;
}

// The grid wants a flat list: one row per file or folder, each with its path from the root.
function toRows(nodes: FileNode[], parentPath: string[] = []): FileRow[] {
  return nodes.flatMap(({ id, label, type, size, children = [] }) => {
    const path = [...parentPath, label];
    return [{ id, path, type, size }, ...toRows(children, path)];
  });
}

const rows = toRows(getFiles());

const columns: GridColDef<FileRow>[] = [
  { field: 'type', headerName: 'Kind', width: 100 },
  {
    field: 'size',
    headerName: 'Size (KB)',
    type: 'number',
    width: 120,
    valueGetter: (value?: number) => (value == null ? null : Math.round(value / 1024)),
  },
];

// Defined once, outside the component: a new function on every render would rebuild the tree.
const getTreeDataPath = (row: FileRow) => row.path;

export default function TreeDataBasic() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
      />
    </div>
  );
}
