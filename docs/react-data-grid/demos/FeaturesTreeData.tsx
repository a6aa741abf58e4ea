import { DataGridPro, GridColDef, DataGridProProps } from '@mui/x-data-grid-pro';
import { getFiles, type FileNode } from '@site/src/demo-data';

interface FileRow {
  id: string;
  path: string[];
  type: FileNode['type'];
  size?: number;
}

// Flatten the nested tree: the grid only needs each row's path from the root.
function flatten(nodes: FileNode[], parent: string[] = []): FileRow[] {
  return nodes.flatMap((node) => {
    const path = [...parent, node.label];
    const row: FileRow = { id: node.id, path, type: node.type, size: node.size };
    return [row, ...flatten(node.children ?? [], path)];
  });
}

const rows = flatten(getFiles());

const columns: GridColDef<FileRow>[] = [
  { field: 'type', headerName: 'Kind', width: 100 },
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) =>
      value == null ? '' : `${(value / 1024).toFixed(1)} KB`,
  },
];

const pathOfFile: DataGridProProps['getTreeDataPath'] = (file) => file.path;
const nameColumn: DataGridProProps['groupingColDef'] = { headerName: 'Name', width: 240 };

export default function FeaturesTreeData() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        rows={rows}
        treeData
        defaultGroupingExpansionDepth={1}
        getTreeDataPath={pathOfFile}
        groupingColDef={nameColumn}
      />
    </div>
  );
}
