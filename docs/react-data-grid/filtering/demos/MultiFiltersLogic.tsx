import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
} from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function MultiFiltersLogic() {
  // Orders worth a follow-up call: large amounts or large quantities.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'total', operator: '>', value: 1500 },
      { id: 2, field: 'quantity', operator: '>=', value: 10 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Logic operator"
        value={filterModel.logicOperator ?? GridLogicOperator.And}
        onChange={(event) =>
          setFilterModel({
            ...filterModel,
            logicOperator: event.target.value as GridLogicOperator,
          })
        }
      >
        <FormControlLabel value="and" control={<Radio />} label="All conditions (and)" />
        <FormControlLabel value="or" control={<Radio />} label="Any condition (or)" />
      </RadioGroup>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        {JSON.stringify(filterModel)}
      </Box>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </div>
    </Stack>
  );
}
