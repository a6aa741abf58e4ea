import {
  DataGrid,
  ExportCsv,
  GridColDef,
  Toolbar,
  gridPaginatedVisibleSortedGridRowIdsSelector,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

function CsvToolbar() {
  return (
    <Toolbar style={{ flexWrap: 'wrap' }}>
      {/* Visible columns, every row that passes the filters, comma-separated. */}
      <ExportCsv options={{ fileName: 'staff' }}>Visible columns</ExportCsv>
      {/* Hidden columns too (Email), with semicolons and a byte order mark for Excel. */}
      <ExportCsv options={{ fileName: 'staff-full', allColumns: true, delimiter: ';', utf8WithBom: true }}>
        All columns
      </ExportCsv>
      {/* Only the rows of the page on screen, in their on-screen order. */}
      <ExportCsv
        options={{
          fileName: 'staff-page',
          getRowsToExport: ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
        }}
      >
        This page
      </ExportCsv>
    </Toolbar>
  );
}

export default function ExportCsvOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: CsvToolbar }}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { email: false } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </div>
  );
}
