import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  GridDownloadIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

function ExportMenuToolbar() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          aria-label="Export"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <GridDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {/* The export runs first, then the onClick you pass closes the menu. */}
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'salaries' }} onClick={close}>
          Download CSV
        </ExportCsv>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenu() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ExportMenuToolbar }} showToolbar />
    </div>
  );
}
