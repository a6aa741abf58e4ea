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

// Two fields in rows nest the groups; two values give each quarter two columns.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }, { field: 'region' }],
  columns: [{ field: 'quarter', sort: 'asc' }],
  values: [
    { field: 'units', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

export default function PivotExplainedNested() {
  return (
    <div style={{ height: 400, width: '100%' }}>
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
