import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getTimetable, WEEKDAYS, type TimetableSlot } from './rowSpanningData';

const rows = getTimetable();
const dayNames = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday' };

const columns: GridColDef<TimetableSlot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  ...WEEKDAYS.map(
    (day): GridColDef<TimetableSlot> => ({
      field: day,
      headerName: dayNames[day],
      width: 110,
      align: 'center',
      headerAlign: 'center',
    }),
  ),
];

export default function RowSpanningTimetable() {
  return (
    // A flex column parent lets the grid grow to fit its eight rows.
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        density="compact"
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnSorting
        disableColumnMenu
        hideFooter
      />
    </div>
  );
}
