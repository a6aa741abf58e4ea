import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

function HireDateEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Employee, Date>) {
  const apiRef = useGridApiContext();

  // The grid stores Date objects; the picker works with Day.js values.
  const store = (newValue: Dayjs | null) =>
    apiRef.current.setEditCellValue({
      id,
      field,
      value: newValue?.isValid() ? newValue.toDate() : null,
    });

  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      autoFocus={hasFocus}
      onChange={store}
      // Typed dates are saved with Enter. When the calendar closes after a pick, save at once.
      // (onAccept would not do: it also fires for every complete date typed in the field.)
      onClose={() => {
        if (apiRef.current.getCellMode(id, field) === 'edit') {
          apiRef.current.stopCellEditMode({ id, field });
        }
      }}
      slotProps={{
        textField: { variant: 'standard', fullWidth: true, sx: { px: 2 } },
      }}
    />
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'hireDate',
    headerName: 'Hired on',
    type: 'date',
    width: 200,
    editable: true,
    renderEditCell: (params) => <HireDateEditCell {...params} />,
  },
];

export default function EditingCustomComponentDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </LocalizationProvider>
  );
}
