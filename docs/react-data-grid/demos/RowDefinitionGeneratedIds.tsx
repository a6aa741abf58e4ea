import { DataGrid, GridColDef } from '@mui/x-data-grid';

// Sensor readings as a CSV export delivers them: no key, and two lines are identical.
const csv = `sensor,reading,unit
Greenhouse A,21.4,°C
Greenhouse B,19.8,°C
Greenhouse A,21.4,°C
Cold store,3.1,°C
Greenhouse B,64,%RH`;

interface Reading {
  id: number;
  sensor: string;
  reading: number;
  unit: string;
}

// Give each line an id once, when the data is loaded, not inside getRowId.
const rows: Reading[] = csv
  .split('\n')
  .slice(1)
  .map((line, index) => {
    const [sensor = '', reading = '0', unit = ''] = line.split(',');
    return { id: index + 1, sensor, reading: Number(reading), unit };
  });

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Line', type: 'number', width: 70 },
  { field: 'sensor', headerName: 'Sensor', width: 140 },
  { field: 'reading', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'unit', headerName: 'Unit', width: 80 },
];

export default function RowDefinitionGeneratedIds() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
