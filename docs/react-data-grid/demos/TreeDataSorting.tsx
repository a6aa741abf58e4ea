import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';
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
  { field: 'size', headerName: 'Bytes', type: 'number', width: 120 },
];
const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;
// The grouping column is not sortable by default; this one sorts by name.
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  width: 230,
  sortable: true,
};

export default function TreeDataSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="disableChildrenSorting"
      />
      <div style={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          disableChildrenSorting={topLevelOnly}
          defaultGroupingExpansionDepth={-1}
          initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'desc' }] } }}
        />
      </div>
    </div>
  );
}
