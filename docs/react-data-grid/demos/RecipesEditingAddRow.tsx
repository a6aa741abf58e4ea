import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridActionsCellItem,
  GridCheckIcon,
  GridCloseIcon,
  GridColDef,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';

type Row = Employee & { isNew?: boolean };

export default function RecipesEditingAddRow() {
  const [rows, setRows] = React.useState<Row[]>(() => getEmployees(6));
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(1000);

  const addRow = () => {
    nextId.current += 1;
    const id = nextId.current;
    const blank: Row = {
      ...getEmployees(1)[0]!,
      id,
      firstName: '',
      lastName: '',
      email: '',
      department: DEPARTMENTS[0],
      salary: 50000,
      isNew: true,
    };
    setRows((previous) => [blank, ...previous]);
    // Open the new row at once, with the focus in its first cell.
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'firstName' },
    }));
  };

  const cancel = (id: GridRowId) => {
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode: GridRowModes.View, ignoreModifications: true },
    }));
    // A row that was never saved disappears instead of keeping its blank values.
    setRows((previous) => previous.filter((row) => row.id !== id || !row.isNew));
  };

  const columns: GridColDef<Row>[] = [
    { field: 'firstName', headerName: 'First name', width: 120, editable: true },
    { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
    {
      field: 'department',
      headerName: 'Department',
      type: 'singleSelect',
      valueOptions: [...DEPARTMENTS],
      width: 130,
      editable: true,
    },
    { field: 'salary', headerName: 'Salary', type: 'number', width: 100, editable: true },
    {
      field: 'actions',
      type: 'actions',
      width: 90,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<GridCheckIcon />}
                label="Save row"
                onClick={() => setRowModesModel((p) => ({ ...p, [id]: { mode: GridRowModes.View } }))}
              />,
              <GridActionsCellItem key="cancel" icon={<GridCloseIcon />} label="Cancel" onClick={() => cancel(id)} />,
            ]
          : [],
    },
  ];

  return (
    <div style={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={addRow} sx={{ mb: 1 }}>
        Add employee
      </Button>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          processRowUpdate={(newRow: Row) => {
            const stored = { ...newRow, isNew: false };
            setRows((previous) => previous.map((row) => (row.id === stored.id ? stored : row)));
            return stored;
          }}
        />
      </div>
    </div>
  );
}
