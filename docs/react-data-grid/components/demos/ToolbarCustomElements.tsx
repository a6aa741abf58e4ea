import { styled } from '@mui/material/styles';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridColDef,
  GridDownloadIcon,
  GridFilterListIcon,
  GridViewColumnIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Plain elements styled for the demo: no Material UI button involved.
const Bar = styled('header')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  padding: theme.spacing(1),
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

const PillButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 1.5),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 999,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}` },
}));

function PillToolbar() {
  return (
    <Toolbar render={<Bar />}>
      {/* Each trigger renders a ToolbarButton, which renders the pill. */}
      <FilterPanelTrigger render={<ToolbarButton render={<PillButton />} />}>
        <GridFilterListIcon fontSize="small" /> Filters
      </FilterPanelTrigger>
      <ColumnsPanelTrigger render={<ToolbarButton render={<PillButton />} />}>
        <GridViewColumnIcon fontSize="small" /> Columns
      </ColumnsPanelTrigger>
      <ExportCsv
        render={<ToolbarButton render={(props) => <PillButton {...props} type="button" />} />}
      >
        <GridDownloadIcon fontSize="small" /> CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function ToolbarCustomElements() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: PillToolbar }} showToolbar />
    </div>
  );
}
