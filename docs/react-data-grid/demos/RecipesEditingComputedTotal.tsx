import * as React from 'react';
import { DataGrid, GridColDef, GridValueSetter } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(12);
const cents = (value: number) => Math.round(value * 100) / 100;

// Each setter writes its own field and recomputes the total from the new row.
const setQuantity: GridValueSetter<Order> = (value, row) => {
  const quantity = Number(value);
  return { ...row, quantity, total: cents(quantity * row.unitPrice) };
};
const setUnitPrice: GridValueSetter<Order> = (value, row) => {
  const unitPrice = Number(value);
  return { ...row, unitPrice, total: cents(row.quantity * unitPrice) };
};

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    editable: true,
    valueSetter: setQuantity,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    editable: true,
    valueSetter: setUnitPrice,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RecipesEditingComputedTotal() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
