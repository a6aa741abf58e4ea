import Tooltip from '@mui/material/Tooltip';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  GridPivotIcon,
  PivotPanelTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// A model to start from: the reader switches pivot mode on in the panel.
const initialState: GridInitialState = {
  pivoting: {
    enabled: false,
    model: {
      rows: [{ field: 'customer' }],
      columns: [{ field: 'category' }],
      values: [{ field: 'total', aggFunc: 'sum' }],
    },
  },
};

function PivotToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Pivot">
        <PivotPanelTrigger
          aria-label="Pivot"
          render={(props, state) => (
            // Coloured while pivot mode is on, whether or not the panel is open.
            <ToolbarButton {...props} color={state.active ? 'primary' : 'default'}>
              <GridPivotIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function PivotPanelTriggerBasic() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        slots={{ toolbar: PivotToolbar }}
        showToolbar
      />
    </div>
  );
}
