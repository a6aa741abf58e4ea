import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { sales, type Sale } from './pivotExplainedData';

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 100 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 100 },
];

// Pivot mode on, nothing in the model yet: build the pivot from the panel.
export default function PivotExplainedTryIt() {
  return (
    <div style={{ height: 500, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        initialState={{
          pivoting: {
            enabled: true,
            panelOpen: true,
            model: { rows: [], columns: [], values: [] },
          },
        }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
