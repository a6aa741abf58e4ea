import * as React from 'react';
import {
  DataGrid,
  GridColDef,
  GridEditSingleSelectCell,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const CITIES: Record<string, string[]> = {
  Brazil: ['São Paulo', 'Recife', 'Curitiba'],
  Canada: ['Toronto', 'Halifax', 'Calgary'],
  France: ['Lyon', 'Nantes', 'Lille'],
  Germany: ['Leipzig', 'Bremen', 'Munich'],
  India: ['Pune', 'Chennai', 'Jaipur'],
  Japan: ['Osaka', 'Sapporo', 'Fukuoka'],
  Kenya: ['Nairobi', 'Mombasa', 'Kisumu'],
  Spain: ['Valencia', 'Bilbao', 'Seville'],
  Sweden: ['Malmö', 'Umeå', 'Uppsala'],
  USA: ['Denver', 'Austin', 'Portland'],
};

type Office = Employee & { city: string };

const rows: Office[] = getEmployees(10).map((employee, index) => ({
  ...employee,
  city: CITIES[employee.country]![index % 3]!,
}));

// The country editor also empties the city, whose old value belongs to another country.
function CountryEditCell(props: GridRenderEditCellParams<Office, string>) {
  const apiRef = useGridApiContext();
  return (
    <GridEditSingleSelectCell
      {...props}
      onValueChange={async () => {
        await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: '' });
      }}
    />
  );
}

const columns: GridColDef<Office>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(CITIES),
    width: 130,
    editable: true,
    renderEditCell: (params) => <CountryEditCell {...params} />,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    // Receives the row with the values being edited, so the list follows the country at once.
    valueOptions: ({ row }) => (row ? (CITIES[row.country] ?? []) : Object.values(CITIES).flat()),
    width: 130,
    editable: true,
  },
];

export default function RecipesEditingLinkedFields() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" />
    </div>
  );
}
