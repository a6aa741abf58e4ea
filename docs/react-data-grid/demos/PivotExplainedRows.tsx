import {
  DataGridPremium,
  GridColDef,
  GridPivotModel,
} from '@mui/x-data-grid-premium';
import { sales, type Sale } from './pivotExplainedData';

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 100 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 100 },
];

// Step 1: only a row field. Each distinct product becomes one row.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [],
  values: [],
};

export default function PivotExplainedRows() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        pivotActive
        pivotModel={pivotModel}
        hideFooter
      />
    </div>
  );
}
