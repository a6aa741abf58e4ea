import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const TOTAL = 1000;

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function LazyLoadingMode() {
  const [totalKnown, setTotalKnown] = React.useState(false);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createSalesServer({ rowCount: TOTAL });
    return {
      // The answers never carry a count: the rowCount prop below decides the mode.
      getRows: async (params) => ({ rows: (await server.getRows(params)).rows }),
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={totalKnown}
            onChange={(event) => setTotalKnown(event.target.checked)}
          />
        }
        label={`Row count known (${TOTAL})`}
      />
      <div style={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          rowCount={totalKnown ? TOTAL : -1}
        />
      </div>
    </Box>
  );
}
