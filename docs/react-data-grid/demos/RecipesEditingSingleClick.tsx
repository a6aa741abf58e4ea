import * as React from 'react';
import {
  DataGrid,
  GridCellModes,
  GridCellParams,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
    editable: true,
  },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 80, editable: true },
];

export default function RecipesEditingSingleClick() {
  const apiRef = useGridApiRef();

  const handleCellClick = React.useCallback(
    (params: GridCellParams) => {
      // By the time the click arrives, the grid has already saved the cell that lost focus.
      if (params.isEditable && params.cellMode === GridCellModes.View) {
        apiRef.current?.startCellEditMode({ id: params.id, field: params.field });
      }
    },
    [apiRef],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} onCellClick={handleCellClick} />
    </div>
  );
}
