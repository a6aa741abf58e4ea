import {
  DataGridPro,
  GridColDef,
  GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 60 },
  { field: 'firstName', headerName: 'First', width: 100 },
  { field: 'lastName', headerName: 'Last', width: 100 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'jobTitle', headerName: 'Title', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
  { field: 'country', headerName: 'Country', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    // Locked: its columns move only among themselves, and nothing can be dropped inside.
    groupId: 'name',
    headerName: 'Name (locked)',
    children: [{ field: 'firstName' }, { field: 'lastName' }],
  },
  {
    // Free: its columns can leave the group, and others can be dropped between them.
    groupId: 'job',
    headerName: 'Job (free)',
    freeReordering: true,
    children: [{ field: 'department' }, { field: 'jobTitle' }, { field: 'salary' }],
  },
];

export default function ColumnGroupsReordering() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
      />
    </div>
  );
}
