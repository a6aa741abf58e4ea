// Rows for the autosizing demos: mostly short values, plus one very long customer name.
import { getOrders } from '@site/src/demo-data';

export interface ShipmentRow {
  id: number;
  orderNumber: string;
  customer: string;
  product: string;
  status: string;
  total: number;
}

export function getShipmentRows(count = 20): ShipmentRow[] {
  return getOrders(count).map((order) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    customer:
      order.id === 2
        ? 'Blue Harbor Import, Export and Wholesale Distribution (Rotterdam office)'
        : order.customer,
    product: order.product,
    status: order.status,
    total: order.total,
  }));
}
