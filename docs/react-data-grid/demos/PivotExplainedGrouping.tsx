import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { sales, type Sale } from './pivotExplainedData';

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 100 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 100 },
];

// No pivoting: row grouping and aggregation give the same totals as step 2,
// and keep the original sales inside each group.
export default function PivotExplainedGrouping() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['product'] },
          aggregation: { model: { revenue: 'sum' } },
          columns: { columnVisibilityModel: { product: false } },
        }}
        hideFooter
      />
    </div>
  );
}
