import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getStockPrices, type StockPrice } from '@site/src/demo-data';

type PriceRow = StockPrice & { id: number };

const rows: PriceRow[] = getStockPrices(30).map((price, index) => ({ id: index + 1, ...price }));

const columns: GridColDef<PriceRow>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'open', headerName: 'Open', type: 'number', width: 90 },
  { field: 'high', headerName: 'High', type: 'number', width: 90 },
  { field: 'low', headerName: 'Low', type: 'number', width: 90 },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

export default function CellSelectionBasic() {
  const [selectRowsToo, setSelectRowsToo] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={selectRowsToo}
            onChange={(event) => setSelectRowsToo(event.target.checked)}
          />
        }
        label="Clicks also select rows"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick={!selectRowsToo}
        />
      </div>
    </Stack>
  );
}
