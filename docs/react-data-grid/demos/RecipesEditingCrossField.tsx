import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

type DiscountedOrder = Order & { discount: number };

const rows: DiscountedOrder[] = getOrders(10).map((order) => ({
  ...order,
  discount: order.quantity >= 10 ? 5 : 0,
}));

// The rule: a discount needs at least 10 items, and never goes above 20 %.
function checkDiscount(discount: number, quantity: number): string | null {
  if (discount < 0 || discount > 20) return 'Between 0 and 20 %.';
  if (discount > 0 && quantity < 10) return 'Only for 10 items or more.';
  return null;
}

function EditCellWithMessage(props: GridRenderEditCellParams) {
  const { errorMessage, ...other } = props;
  return (
    <Tooltip open={Boolean(errorMessage)} title={errorMessage ?? ''}>
      <div style={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...other} />
      </div>
    </Tooltip>
  );
}

const columns: GridColDef<DiscountedOrder>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  {
    field: 'discount',
    headerName: 'Discount %',
    type: 'number',
    width: 120,
    editable: true,
    // Runs when the discount changes and, in row mode, whenever another cell of the row does.
    preProcessEditCellProps: ({ props, otherFieldsProps }: GridPreProcessEditCellProps) => {
      const quantity = Number(otherFieldsProps?.quantity?.value ?? 0);
      const errorMessage = checkDiscount(Number(props.value ?? 0), quantity);
      return { ...props, error: Boolean(errorMessage), errorMessage };
    },
    renderEditCell: (params) => <EditCellWithMessage {...params} />,
  },
  { field: 'customer', headerName: 'Customer', width: 160 },
];

export default function RecipesEditingCrossField() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        sx={(theme) => ({
          '& .MuiInputBase-root.Mui-error': {
            color: theme.palette.error.main,
            boxShadow: `inset 0 0 0 2px ${theme.palette.error.main}`,
          },
        })}
      />
    </div>
  );
}
