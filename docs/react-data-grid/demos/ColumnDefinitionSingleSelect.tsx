import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, ORDER_STATUSES } from '@site/src/demo-data';

interface Carrier {
  code: string;
  name: string;
  overnight: boolean;
}

const CARRIERS: Carrier[] = [
  { code: 'PST', name: 'Postal service', overnight: false },
  { code: 'RLX', name: 'Relay Express', overnight: true },
  { code: 'NBK', name: 'Northbound Freight', overnight: false },
  { code: 'SKY', name: 'Skyline Couriers', overnight: true },
];

interface Shipment {
  id: number;
  orderNumber: string;
  status: (typeof ORDER_STATUSES)[number];
  speed: number;
  carrier: string;
}

const rows: Shipment[] = getOrders(10).map((order, index) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  speed: (index % 3) + 1,
  carrier: index % 3 === 2 ? 'SKY' : CARRIERS[index % 4]!.code,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    // Plain strings: each option is both the value and the label.
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    editable: true,
    width: 120,
  },
  {
    // { value, label } objects: the row stores 1, 2 or 3, the cell shows the label.
    field: 'speed',
    headerName: 'Speed',
    type: 'singleSelect',
    valueOptions: [
      { value: 1, label: 'Standard' },
      { value: 2, label: 'Express' },
      { value: 3, label: 'Overnight' },
    ],
    editable: true,
    width: 120,
  },
  {
    // Objects of any shape: tell the grid where the value and the label are.
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    // Overnight rows only offer carriers that fly overnight. Without a row (the filter panel), list all.
    valueOptions: ({ row }) =>
      row && row.speed === 3 ? CARRIERS.filter((c) => c.overnight) : CARRIERS,
    getOptionValue: (option) => (option as Carrier).code,
    getOptionLabel: (option) => (option as Carrier).name,
    editable: true,
    width: 170,
  },
];

export default function ColumnDefinitionSingleSelect() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
