import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridRenderCellParams,
} from '@mui/x-data-grid';
import { createRandom } from '@site/src/demo-data';

type ProductSales = { id: number; product: string; weekly: number[] };

const random = createRandom(11);
const rows: ProductSales[] = ['Desk lamp', 'Office chair', 'Monitor arm', 'Notebook', 'Headset', 'Webcam'].map(
  (product, index) => ({
    id: index + 1,
    product,
    // Twelve weeks of units sold.
    weekly: Array.from({ length: 12 }, () => 20 + Math.round(random() * 80)),
  }),
);

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

function SparklineCell({ value, row }: GridRenderCellParams<ProductSales, number[], string>) {
  return (
    <div style={{ width: '100%', height: '100%' }}>
      {/* The title names the chart for screen readers, which read no line. */}
      <SparkLineChart
        data={value ?? []}
        height={48}
        showHighlight
        showTooltip
        area
        title={`Weekly sales of ${row.product}, last week ${value?.[value.length - 1]} units`}
      />
    </div>
  );
}

// An array of numbers, drawn as a line. Sorting and export use the total.
const sparklineColumn: GridColTypeDef<number[], string> = {
  type: 'custom',
  display: 'flex',
  renderCell: (params) => <SparklineCell {...params} />,
  sortComparator: (a, b) => total(a) - total(b),
  valueFormatter: (value: number[] | null) =>
    `${total(value ?? [])} units in ${value?.length ?? 0} weeks`,
  filterable: false,
};

const columns: GridColDef<ProductSales>[] = [
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'weekly', headerName: 'Last 12 weeks', width: 200, ...sparklineColumn },
  {
    field: 'total',
    headerName: 'Units',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => total(row.weekly),
  },
];

export default function CustomColumnsSparkline() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={56} />
    </div>
  );
}
