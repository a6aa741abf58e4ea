import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridExpandMoreIcon,
  GridRenderCellParams,
  useGridApiContext,
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
  { field: 'size', headerName: 'Bytes', type: 'number', width: 110 },
];

function NameCell({ id, rowNode, formattedValue }: GridRenderCellParams<FileRow>) {
  const apiRef = useGridApiContext();
  const closedArrow = useTheme().direction === 'rtl' ? 'rotate(90deg)' : 'rotate(-90deg)';
  const isFolder = rowNode.type === 'group';
  const expanded = isFolder && rowNode.childrenExpanded;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, paddingInlineStart: rowNode.depth * 2.5 }}>
      {isFolder ? (
        <IconButton
          size="small"
          aria-label={`${expanded ? 'Close' : 'Open'} folder ${formattedValue}`}
          onClick={(event) => {
            event.stopPropagation(); // keep the click from also selecting the row
            apiRef.current.setRowChildrenExpansion(id, !expanded);
          }}
        >
          <GridExpandMoreIcon
            fontSize="small"
            style={{ transform: expanded ? 'none' : closedArrow, transition: 'transform 150ms' }}
          />
        </IconButton>
      ) : (
        <Box sx={{ width: 30 }} />
      )}
      <Box component="span" sx={{ fontWeight: isFolder ? 600 : 400 }}>
        {formattedValue}
      </Box>
      {isFolder && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
          {rowNode.children.length} items
        </Box>
      )}
    </Box>
  );
}

const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  width: 260,
  renderCell: (params) => <NameCell {...params} />,
};

export default function TreeDataCustomCell() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
