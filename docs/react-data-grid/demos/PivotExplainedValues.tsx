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

// Step 2: add a value. Each product row now shows the sum of its revenue.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotExplainedValues() {
  return (
    <div style={{ height: 300, width: '100%' }}>
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
