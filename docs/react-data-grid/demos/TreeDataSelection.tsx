import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridRowSelectionModel,
} from '@mui/x-data-grid-pro';
import { getFiles, type FileNode } from '@site/src/demo-data';

interface FileRow {
  id: string;
  path: string[];
  type: FileNode['type'];
}

function toRows(nodes: FileNode[], parentPath: string[] = []): FileRow[] {
  return nodes.flatMap(({ id, label, type, children = [] }) => {
    const path = [...parentPath, label];
    return [{ id, path, type }, ...toRows(children, path)];
  });
}

const rows = toRows(getFiles());
const columns: GridColDef<FileRow>[] = [{ field: 'type', headerName: 'Kind', width: 100 }];
const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

function describe({ type, ids }: GridRowSelectionModel) {
  const list = [...ids].join(', ');
  if (type === 'exclude') return list ? `every row except ${list}` : 'every row';
  return list || 'nothing';
}

export default function TreeDataSelection() {
  const [parents, setParents] = React.useState(true);
  const [descendants, setDescendants] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <div style={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(e) => setDescendants(e.target.checked)} />}
          label="Select descendants"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(e) => setParents(e.target.checked)} />}
          label="Select parents"
        />
      </FormGroup>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Selected: {describe(selection)}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          rowSelectionPropagation={{ parents, descendants }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
    </div>
  );
}
