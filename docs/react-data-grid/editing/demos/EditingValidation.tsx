import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

// Stands in for an API call that checks whether an address is taken.
function isEmailTaken(email: string, ownId: number): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(rows.some((row) => row.id !== ownId && row.email === email.toLowerCase()));
    }, 500);
  });
}

// Shows the message in a tooltip and hands every other prop to the default editor.
function EditCellWithMessage(props: GridRenderEditCellParams) {
  const { errorMessage, ...other } = props;
  return (
    <Tooltip open={Boolean(errorMessage)} title={errorMessage ?? ''}>
      <div style={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...other} />
      </div>
    </Tooltip>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  {
    field: 'email',
    headerName: 'Email (unique)',
    width: 240,
    editable: true,
    preProcessEditCellProps: async ({ id, props }: GridPreProcessEditCellProps<string>) => {
      const value = props.value ?? '';
      let errorMessage = /^\S+@\S+\.\S+$/.test(value) ? null : 'Enter a valid address.';
      if (!errorMessage && (await isEmailTaken(value, Number(id)))) {
        errorMessage = 'Another employee already uses this address.';
      }
      return { ...props, error: Boolean(errorMessage), errorMessage };
    },
    renderEditCell: (params) => <EditCellWithMessage {...params} />,
  },
  {
    field: 'salary',
    headerName: 'Salary (30k–250k)',
    type: 'number',
    width: 150,
    editable: true,
    preProcessEditCellProps: ({ props }: GridPreProcessEditCellProps<number>) => {
      const value = props.value ?? 0;
      const errorMessage = value < 30000 || value > 250000 ? 'Between 30,000 and 250,000.' : null;
      return { ...props, error: Boolean(errorMessage), errorMessage };
    },
    renderEditCell: (params) => <EditCellWithMessage {...params} />,
  },
];

export default function EditingValidation() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={(theme) => ({
          '& .MuiInputBase-root.Mui-error': {
            color: theme.palette.error.main,
            boxShadow: `inset 0 0 0 2px ${theme.palette.error.main}`,
          },
        })}
      />
    </div>
  );
}
