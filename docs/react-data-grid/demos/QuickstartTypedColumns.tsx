import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  isbn: string;
  title: string;
  published: Date;
  rating: number;
  onLoan: boolean;
}

const books: Book[] = [
  { isbn: '978-0807083697', title: 'Kindred', published: new Date(1979, 5, 1), rating: 4.6, onLoan: true },
  { isbn: '978-0441478125', title: 'The Left Hand of Darkness', published: new Date(1969, 2, 1), rating: 4.3, onLoan: false },
  { isbn: '978-1635575637', title: 'Piranesi', published: new Date(2020, 8, 15), rating: 4.5, onLoan: true },
  { isbn: '978-0156027601', title: 'Solaris', published: new Date(1961, 0, 1), rating: 4.1, onLoan: false },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'published', headerName: 'Published', type: 'date', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'onLoan', headerName: 'On loan', type: 'boolean', width: 100 },
];

// Defined outside the component, so the grid gets the same function on every render.
const getRowId = (book: Book) => book.isbn;

export default function QuickstartTypedColumns() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={books} columns={columns} getRowId={getRowId} />
    </div>
  );
}
