import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
];

// `"team lead" design` becomes ['team lead', 'design']: quotes keep a phrase together.
function parseSearch(input: string): string[] {
  const terms: string[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  for (const match of input.matchAll(pattern)) {
    const term = (match[1] ?? match[2] ?? '').trim();
    if (term) terms.push(term);
  }
  return terms;
}

// The reverse, used when the model changes from code: wrap phrases in quotes again.
function formatSearch(values: unknown[]): string {
  return values.map((value) => (/\s/.test(String(value)) ? `"${value}"` : String(value))).join(' ');
}

export default function QuickFilterParser() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseSearch,
              quickFilterFormatter: formatSearch,
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: { items: [], quickFilterValues: ['senior specialist'] },
          },
        }}
      />
    </div>
  );
}
