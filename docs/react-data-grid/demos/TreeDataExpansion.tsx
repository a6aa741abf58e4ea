import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
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
  { field: 'size', headerName: 'Bytes', type: 'number', width: 110 },
];
const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

type Rule = '0' | '1' | '-1' | 'projects';

// Row ids are the paths, and every folder comes before its contents in `rows`,
// so a parent's node already carries the folder's own id when the grid asks.
const openProjectsOnly: DataGridProProps['isGroupExpandedByDefault'] = (node) =>
  String(node.id).startsWith('Projects');

export default function TreeDataExpansion() {
  const [rule, setRule] = React.useState<Rule>('1');
  return (
    <div style={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1.5, minWidth: 240 }}>
        <InputLabel id="tree-expansion-rule">Open on load</InputLabel>
        <Select
          labelId="tree-expansion-rule"
          label="Open on load"
          value={rule}
          onChange={(event) => setRule(event.target.value as Rule)}
        >
          <MenuItem value="0">Nothing (depth 0, the default)</MenuItem>
          <MenuItem value="1">First level (depth 1)</MenuItem>
          <MenuItem value="-1">Everything (depth -1)</MenuItem>
          <MenuItem value="projects">Only the Projects branch</MenuItem>
        </Select>
      </FormControl>
      <div style={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          defaultGroupingExpansionDepth={rule === 'projects' ? 0 : Number(rule)}
          isGroupExpandedByDefault={rule === 'projects' ? openProjectsOnly : undefined}
        />
      </div>
    </div>
  );
}
