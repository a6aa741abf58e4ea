import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  roomA: string;
  roomB?: string;
  roomC?: string;
}

// A slot that leaves rooms B and C empty is shared by every room.
const slots: Slot[] = [
  { id: 1, time: '09:00', roomA: 'Opening keynote' },
  {
    id: 2,
    time: '10:00',
    roomA: 'Typed forms',
    roomB: 'Grid at scale',
    roomC: 'Colour contrast',
  },
  { id: 3, time: '11:00', roomA: 'Coffee break' },
  {
    id: 4,
    time: '11:30',
    roomA: 'Charts workshop (A + B)',
    roomC: 'Lightning talks',
  },
  { id: 5, time: '12:30', roomA: 'Lunch' },
  {
    id: 6,
    time: '13:30',
    roomA: 'Date pickers',
    roomB: 'Testing tables',
    roomC: 'Theming',
  },
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  {
    field: 'roomA',
    headerName: 'Room A',
    width: 170,
    // Called as (value, row, column, apiRef) for every rendered cell of the column.
    colSpan: (_value, row) => {
      if (row.roomB === undefined && row.roomC === undefined) {
        return 3;
      }
      return row.roomB === undefined ? 2 : 1;
    },
    cellClassName: (params) => (params.row.roomB === undefined ? 'slot-shared' : ''),
  },
  { field: 'roomB', headerName: 'Room B', width: 170 },
  { field: 'roomC', headerName: 'Room C', width: 170 },
];

export default function ColumnSpanningSchedule() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .slot-shared': {
          textAlign: 'center',
          fontWeight: 600,
          bgcolor: 'action.hover',
        },
      }}
    >
      <DataGrid
        rows={slots}
        columns={columns}
        disableColumnSorting
        disableColumnFilter
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
