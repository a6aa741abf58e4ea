import * as React from 'react';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  GridColDef,
  GridDeleteIcon,
  GridPinnedColumnFields,
  GridRowId,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const initialRows = getEmployees(25);

const startPins: GridPinnedColumnFields = {
  // The selection column has a fixed field name, exported with its definition.
  left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'lastName'],
  right: ['actions'],
};

export default function ColumnPinningSpecialColumns() {
  const [rows, setRows] = React.useState(initialRows);

  const removeRow = React.useCallback((id: GridRowId) => {
    setRows((prev) => prev.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'lastName', headerName: 'Last name', width: 130 },
      { field: 'firstName', headerName: 'First name', width: 130 },
      { field: 'email', headerName: 'Email', width: 240 },
      { field: 'department', headerName: 'Department', width: 140 },
      { field: 'country', headerName: 'Country', width: 120 },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<GridDeleteIcon />}
            label={`Remove ${params.row.firstName} ${params.row.lastName}`}
            onClick={() => removeRow(params.id)}
          />,
        ],
      },
    ],
    [removeRow],
  );

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        checkboxSelection
        columns={columns}
        rows={rows}
        initialState={{ pinnedColumns: startPins }}
      />
    </div>
  );
}
