import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getTickets, PRIORITIES, type Ticket } from './columnDefinitionData';

const rows = getTickets();

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject (string)', width: 250 },
  {
    field: 'priority',
    headerName: 'Priority (singleSelect)',
    type: 'singleSelect',
    valueOptions: [...PRIORITIES],
    width: 170,
  },
  {
    field: 'estimateHours',
    headerName: 'Estimate (number)',
    type: 'number',
    width: 150,
  },
  { field: 'dueDate', headerName: 'Due (date)', type: 'date', width: 120 },
  {
    field: 'openedAt',
    headerName: 'Opened (dateTime)',
    type: 'dateTime',
    width: 190,
  },
  {
    field: 'escalated',
    headerName: 'Escalated (boolean)',
    type: 'boolean',
    width: 160,
  },
];

export default function ColumnDefinitionTypes() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </div>
  );
}
