import { DataGrid, GridColDef } from '@mui/x-data-grid';

// What a JSON API usually sends: dates as ISO 8601 strings, sometimes missing.
interface Delivery {
  id: number;
  parcel: string;
  promisedOn: string;
  scannedAt: string | null;
}

const rows: Delivery[] = [
  {
    id: 1,
    parcel: 'PX-2041',
    promisedOn: '2025-04-02',
    scannedAt: '2025-04-01T16:45:00',
  },
  {
    id: 2,
    parcel: 'PX-2042',
    promisedOn: '2025-04-03',
    scannedAt: '2025-04-03T09:10:00',
  },
  { id: 3, parcel: 'PX-2043', promisedOn: '2025-04-03', scannedAt: null },
  {
    id: 4,
    parcel: 'PX-2044',
    promisedOn: '2025-04-07',
    scannedAt: '2025-04-04T11:30:00',
  },
  { id: 5, parcel: 'PX-2045', promisedOn: '2025-04-09', scannedAt: null },
];

// Parse 'YYYY-MM-DD' as a local calendar day. `new Date('2025-04-02')` would mean midnight UTC.
function parseDay(value: string) {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year!, month! - 1, day);
}

const columns: GridColDef<Delivery>[] = [
  { field: 'parcel', headerName: 'Parcel', width: 110 },
  {
    field: 'promisedOn',
    headerName: 'Promised on',
    type: 'date',
    width: 130,
    valueGetter: (value: string) => parseDay(value),
  },
  {
    field: 'scannedAt',
    headerName: 'Scanned at',
    type: 'dateTime',
    width: 200,
    // Keep empty values empty: the cell stays blank and sorts with the other empty cells.
    valueGetter: (value: string | null) => (value ? new Date(value) : null),
  },
];

export default function ColumnDefinitionDateStrings() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
