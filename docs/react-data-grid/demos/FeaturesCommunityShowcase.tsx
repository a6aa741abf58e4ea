import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 110, editable: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100, editable: true },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90, editable: true },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'Person', children: [{ field: 'firstName' }, { field: 'lastName' }] },
  { groupId: 'Role', children: [{ field: 'department' }, { field: 'jobTitle' }] },
  { groupId: 'Review', children: [{ field: 'salary' }, { field: 'rating' }] },
];

export default function FeaturesCommunityShowcase() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showToolbar
        showCellVerticalBorder
      />
    </div>
  );
}
