import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';
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
  {
    field: 'type',
    headerName: 'Kind',
    type: 'singleSelect',
    valueOptions: ['folder', 'file'],
    width: 110,
  },
  { field: 'size', headerName: 'Bytes', type: 'number', width: 110 },
];
const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFiltering() {
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
        label="disableChildrenFiltering"
      />
      <div style={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          disableChildrenFiltering={topLevelOnly}
          defaultGroupingExpansionDepth={-1}
          showToolbar
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'type', operator: 'is', value: 'folder' }] },
            },
          }}
        />
      </div>
    </div>
  );
}
