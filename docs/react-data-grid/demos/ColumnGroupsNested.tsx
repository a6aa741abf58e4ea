import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 60 },
  { field: 'firstName', headerName: 'First', width: 100 },
  { field: 'lastName', headerName: 'Last', width: 100 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'jobTitle', headerName: 'Title', width: 140 },
  { field: 'hireDate', headerName: 'Hired', type: 'date', width: 110 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    // A group can hold columns and other groups, at any depth.
    children: [
      {
        groupId: 'name',
        headerName: 'Name',
        children: [{ field: 'firstName' }, { field: 'lastName' }],
      },
      {
        groupId: 'contact',
        headerName: 'Contact',
        children: [{ field: 'email' }, { field: 'country' }],
      },
    ],
  },
  {
    groupId: 'employment',
    headerName: 'Employment',
    children: [
      { field: 'department' },
      { field: 'jobTitle' },
      { field: 'hireDate' },
    ],
  },
];

export default function ColumnGroupsNested() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={36}
        showColumnVerticalBorder
      />
    </div>
  );
}
