import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAggregationFunctionDataSource,
  GridAggregationModel,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
};

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function AggregationControlled() {
  const [model, setModel] = React.useState<GridAggregationModel>({ total: 'sum' });

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createSalesServer();
    return {
      getRows: async (params) => {
        const { rows, rowCount, aggregateRow } = await server.getRows(params);
        return { rows, rowCount, aggregateRow };
      },
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={model.total ?? 'none'}
        onChange={(_, value: string | null) => {
          if (value) {
            setModel(value === 'none' ? {} : { total: value });
          }
        }}
        aria-label="Footer value of the Total column"
      >
        <ToggleButton value="sum">Sum</ToggleButton>
        <ToggleButton value="avg">Average</ToggleButton>
        <ToggleButton value="max">Largest</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, marginTop: 8 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          disablePivoting
          // Requests of 100 rows cached as one entry, so cached answers keep aggregateRow.
          pageSizeOptions={[100]}
          aggregationFunctions={aggregationFunctions}
          aggregationModel={model}
          onAggregationModelChange={setModel}
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        aggregationModel: {JSON.stringify(model)}
      </Typography>
    </Box>
  );
}
