import * as React from 'react';
import { createSvgIcon } from '@mui/material/utils';
import {
  DataGrid,
  GridActionsCellItem,
  GridCheckIcon,
  GridCloseIcon,
  GridColDef,
  GridDeleteIcon,
  GridEventListener,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
  GridRowEditStopReasons,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const PencilIcon = createSvgIcon(
  <path d="M4 16.5V20h3.5L18 9.5 14.5 6zM20.7 6.8a1 1 0 0 0 0-1.4l-2.1-2.1a1 1 0 0 0-1.4 0L15.5 5 19 8.5z" />,
  'Pencil',
);

export default function EditingActionsColumn() {
  const [rows, setRows] = React.useState<Employee[]>(() => getEmployees(10));
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((previous) => ({ ...previous, [id]: mode }));

  // Only the buttons, Enter and Escape end editing: clicking another row does not save.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const columns: GridColDef<Employee>[] = [
    { field: 'firstName', headerName: 'First name', width: 120, editable: true },
    { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
    { field: 'salary', headerName: 'Salary', type: 'number', width: 100, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id, row }) => {
        const name = `${row.firstName} ${row.lastName}`;
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<GridCheckIcon />}
              label={`Save ${name}`}
              onClick={() => setMode(id, { mode: GridRowModes.View })}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<GridCloseIcon />}
              label={`Cancel changes to ${name}`}
              onClick={() => setMode(id, { mode: GridRowModes.View, ignoreModifications: true })}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<PencilIcon />}
            label={`Edit ${name}`}
            onClick={() => setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'firstName' })}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<GridDeleteIcon />}
            label={`Delete ${name}`}
            onClick={() => setRows((previous) => previous.filter((r) => r.id !== id))}
          />,
        ];
      },
    },
  ];

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={(newRow: Employee) => {
          setRows((previous) => previous.map((r) => (r.id === newRow.id ? newRow : r)));
          return newRow;
        }}
      />
    </div>
  );
}
