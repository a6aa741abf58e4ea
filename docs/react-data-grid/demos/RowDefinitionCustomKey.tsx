import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

// The API that sends these books names its unique key `isbn`, not `id`.
interface Book {
  isbn: string;
  title: string;
  author: string;
  pages: number;
}

const rows: Book[] = [
  { isbn: '978-0-00-000101-1', title: 'Harbour Lights', author: 'M. Ortega', pages: 312 },
  { isbn: '978-0-00-000102-8', title: 'The Salt Road', author: 'K. Anand', pages: 268 },
  { isbn: '978-0-00-000103-5', title: 'Paper Moons', author: 'L. Becker', pages: 190 },
  { isbn: '978-0-00-000104-2', title: 'North of Quiet', author: 'A. Mensah', pages: 421 },
  { isbn: '978-0-00-000105-9', title: 'Small Engines', author: 'R. Nilsen', pages: 233 },
];

// Defined outside the component, so its reference never changes between renders.
const getRowId: GridRowIdGetter<Book> = (row) => row.isbn;

const columns: GridColDef<Book>[] = [
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'title', headerName: 'Title', width: 160 },
  { field: 'author', headerName: 'Author', width: 120 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function RowDefinitionCustomKey() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} checkboxSelection />
    </div>
  );
}
