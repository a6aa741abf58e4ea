import * as React from 'react';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const LEVELS = [
  { title: 'Associate', band: 'Band 1' },
  { title: 'Specialist', band: 'Band 2' },
  { title: 'Senior Specialist', band: 'Band 3' },
  { title: 'Team Lead', band: 'Band 4' },
  { title: 'Manager', band: 'Band 5' },
];

function JobTitleEditCell({ id, field, value }: GridRenderEditCellParams<Employee, string>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent) => {
    // Wait until the value is stored, then leave edit mode: one pick saves the cell.
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    // Enter on an option may already have closed the cell.
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      defaultOpen
      renderValue={(selected) => selected}
      fullWidth
      variant="standard"
      disableUnderline
      inputProps={{ 'aria-label': 'Job title' }}
      sx={{ height: '100%', px: 2 }}
    >
      {LEVELS.map((level) => (
        <MenuItem key={level.title} value={level.title}>
          <ListItemText primary={level.title} secondary={level.band} />
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'jobTitle',
    headerName: 'Job title',
    width: 200,
    editable: true,
    renderEditCell: (params) => <JobTitleEditCell {...params} />,
  },
];

export default function EditingCustomComponentSelect() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
