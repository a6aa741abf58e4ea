import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
  GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100, groupable: false },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    groupable: false,
  },
];
const choices = ['region', 'channel', 'status'];

const groupingColDef = { width: 190 };

export default function GroupingControlled() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['channel']);
  const [lastFields, setLastFields] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createSalesServer();
    return {
      getRows: async (params) => {
        setLastFields(JSON.stringify(params.groupFields));
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
    };
  }, []);

  const toggle = (field: string) =>
    setModel((fields) =>
      fields.includes(field)
        ? fields.filter((item) => item !== field)
        : [...fields, field],
    );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="body2">Group by:</Typography>
        {choices.map((field) => (
          <Chip
            key={field}
            label={field}
            color={model.includes(field) ? 'primary' : 'default'}
            variant={model.includes(field) ? 'filled' : 'outlined'}
            onClick={() => toggle(field)}
            aria-pressed={model.includes(field)}
          />
        ))}
      </Stack>
      <div style={{ height: 380 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          disablePivoting
          groupingColDef={groupingColDef}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
        />
      </div>
      <Typography
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace' }}
        aria-live="polite"
      >
        groupFields of the last request: {lastFields}
      </Typography>
    </Box>
  );
}
