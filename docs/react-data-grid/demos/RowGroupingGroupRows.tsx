import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowId,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function RowGroupingGroupRows() {
  const apiRef = useGridApiRef();
  const [groupId, setGroupId] = React.useState<GridRowId | null>(null);
  const [applyFiltering, setApplyFiltering] = React.useState(true);
  const [applySorting, setApplySorting] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  let members = 'Click a group row to list its orders.';
  if (groupId !== null && apiRef.current) {
    const ids = apiRef.current.getRowGroupChildren({ groupId, applyFiltering, applySorting });
    members = ids.map((id) => apiRef.current!.getRow<Order>(id)!.orderNumber).join(', ') || 'none';
  }
  // Group rows have generated string ids; the orders have numeric ids.
  const listed = [...selection.ids].filter((id) => typeof id === 'number').length;
  const selectedOrders = selection.type === 'include' ? listed : rows.length - listed;

  return (
    <div style={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={applyFiltering} onChange={(e) => setApplyFiltering(e.target.checked)} />}
          label="applyFiltering"
        />
        <FormControlLabel
          control={<Switch checked={applySorting} onChange={(e) => setApplySorting(e.target.checked)} />}
          label="applySorting"
        />
      </FormGroup>
      <Typography variant="body2" role="status">
        Rows of the group: {members}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Orders selected: {selectedOrders}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onCellClick={(params) => {
            if (params.rowNode.type === 'group') setGroupId(params.id);
          }}
          initialState={{
            rowGrouping: { model: ['customer'] },
            columns: { columnVisibilityModel: { customer: false } },
            sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
            filter: { filterModel: { items: [{ field: 'total', operator: '>', value: 200 }] } },
          }}
        />
      </div>
    </div>
  );
}
