import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';

const employees = getEmployees(60);

interface DepartmentRow {
  id: string;
  headcount: number;
  payroll: number;
}

const rows: DepartmentRow[] = DEPARTMENTS.map((department) => {
  const members = employees.filter((person) => person.department === department);
  return {
    id: department,
    headcount: members.length,
    payroll: members.reduce((sum, person) => sum + person.salary, 0),
  };
});

const columns: GridColDef<DepartmentRow>[] = [
  { field: 'id', headerName: 'Department', width: 140 },
  { field: 'headcount', headerName: 'People', type: 'number', width: 90 },
  { field: 'payroll', headerName: 'Payroll', type: 'number', width: 130 },
];

const memberColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

function DepartmentMembers({ department }: { department: string }) {
  const members = employees.filter((person) => person.department === department);
  return (
    // The panel has a fixed height, so the inner grid can fill it.
    <Box sx={{ height: '100%', boxSizing: 'border-box', p: 1.5, bgcolor: 'action.hover' }}>
      <DataGridPro
        density="compact"
        rows={members}
        columns={memberColumns}
        hideFooter
        aria-label={`${department} team`}
      />
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<DepartmentRow>) => (
  <DepartmentMembers department={row.id} />
);
const getDetailPanelHeight = () => 300;

export default function MasterDetailNestedGrid() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set(['Engineering']) } }}
      />
    </div>
  );
}
