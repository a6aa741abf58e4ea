import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  DataGridProProps,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  GridRowId,
  gridRowNodeSelector,
  gridRowTreeSelector,
  useGridApiRef,
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
const files = rows.filter((row) => row.type === 'file');
const columns: GridColDef<FileRow>[] = [{ field: 'type', headerName: 'Kind', width: 100 }];
const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

export default function TreeDataRevealRow() {
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState<GridRowId>('Projects/website/src/App.tsx');
  const [lastChange, setLastChange] = React.useState('No folder opened or closed yet.');

  // Fires for every change: toggle clicks, the keyboard and the calls below.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        setLastChange(`${node.childrenExpanded ? 'Opened' : 'Closed'} ${node.groupingKey}`);
      }),
    [apiRef],
  );

  const reveal = () => {
    const api = apiRef.current;
    if (!api) return;
    // Walk up from the row and open every ancestor on the way.
    let node = gridRowNodeSelector(apiRef, target);
    while (node && node.parent !== GRID_ROOT_GROUP_ID) {
      api.setRowChildrenExpansion(node.parent!, true);
      node = gridRowNodeSelector(apiRef, node.parent!);
    }
    api.selectRow(target, true, true);
    const rowIndex = api.getRowIndexRelativeToVisibleRows(target);
    api.scrollToIndexes({ rowIndex });
  };

  const collapseAll = () => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID && node.childrenExpanded) {
        apiRef.current?.setRowChildrenExpansion(node.id, false);
      }
    });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="File"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ width: 250, maxWidth: '100%' }}
        >
          {files.map((file) => (
            <MenuItem key={file.id} value={file.id}>
              {file.id}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={reveal}>
          Show in tree
        </Button>
        <Button size="small" onClick={collapseAll}>
          Collapse all
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {lastChange}
      </Typography>
      <div style={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
        />
      </div>
    </Stack>
  );
}
