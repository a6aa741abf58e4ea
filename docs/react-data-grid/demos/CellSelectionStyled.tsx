import { DataGridPremium, GridColDef, gridClasses } from '@mui/x-data-grid-premium';
import { getStockPrices, type StockPrice } from '@site/src/demo-data';

type PriceRow = StockPrice & { id: number };

const rows: PriceRow[] = getStockPrices(20).map((price, index) => ({ id: index + 1, ...price }));

const columns: GridColDef<PriceRow>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'open', headerName: 'Open', type: 'number', width: 90 },
  { field: 'high', headerName: 'High', type: 'number', width: 90 },
  { field: 'low', headerName: 'Low', type: 'number', width: 90 },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
];

export default function CellSelectionStyled() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          cellSelection: { 2: { high: true, low: true }, 3: { high: true, low: true } },
        }}
        sx={(theme) => {
          // `theme.vars` holds CSS variables when the theme has them; fall back to plain values.
          const warning = (theme.vars ?? theme).palette.warning.main;
          const edge = `2px solid ${warning}`;
          return {
            [`& .${gridClasses.cell}.Mui-selected`]: {
              backgroundColor: theme.alpha(warning, 0.2),
            },
            // The range classes mark the outer edges of each selected block.
            [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge },
            [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge },
            [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge },
            [`& .${gridClasses['cell--rangeRight']}`]: { borderRight: edge },
          };
        }}
      />
    </div>
  );
}
