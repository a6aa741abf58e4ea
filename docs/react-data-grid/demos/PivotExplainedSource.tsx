import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { sales, type Sale } from './pivotExplainedData';

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 100 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 100 },
];

// The flat table every pivot on this page starts from: one row per sale.
export default function PivotExplainedSource() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium rows={sales} columns={columns} density="compact" hideFooter />
    </div>
  );
}
