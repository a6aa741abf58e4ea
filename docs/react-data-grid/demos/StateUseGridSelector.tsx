import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridApi,
  GridColDef,
  GridFooter,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type { RefObject } from 'react';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// A selector of your own is a function of the apiRef. This one returns a number,
// so the footer re-renders only when the total changes.
const selectedPayroll = (apiRef: RefObject<GridApi>) => {
  let total = 0;
  // A Map from the id of each selected row to its row model.
  gridRowSelectionIdsSelector(apiRef).forEach((row) => {
    total += (row as Employee).salary;
  });
  return total;
};

function PayrollFooter() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, selectedPayroll);
  return (
    <div>
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        Payroll of the selected people: {total.toLocaleString('en-US')} USD
      </Typography>
      <GridFooter />
    </div>
  );
}

export default function StateUseGridSelector() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ footer: PayrollFooter }} />
    </div>
  );
}
