import * as React from 'react';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridEditSingleSelectCell,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getOrders, ORDER_STATUSES, type Order } from '@site/src/demo-data';

const rows = getOrders(12);
const MAX_LENGTH = 24;

// The default text editor, with a length limit and a live counter at its end.
function LimitedTextEditCell(props: GridRenderEditCellParams<Order, string>) {
  const [length, setLength] = React.useState(String(props.value ?? '').length);
  return (
    <GridEditInputCell
      {...props}
      onValueChange={(event, newValue) => setLength(newValue.length)}
      slotProps={{
        root: {
          slotProps: { htmlInput: { maxLength: MAX_LENGTH } },
          endAdornment: <span style={{ fontSize: 12, opacity: 0.7 }}>{`${length}/${MAX_LENGTH}`}</span>,
        },
      }}
    />
  );
}

// The default dropdown, which saves the cell as soon as an option is picked.
function SaveOnPickEditCell(props: GridRenderEditCellParams<Order, string>) {
  const apiRef = useGridApiContext();
  const { id, field } = props;
  return (
    <GridEditSingleSelectCell
      {...props}
      onValueChange={async (event, newValue) => {
        await apiRef.current.setEditCellValue({ id, field, value: newValue });
        if (apiRef.current.getCellMode(id, field) === 'edit') {
          apiRef.current.stopCellEditMode({ id, field });
        }
      }}
    />
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 220,
    editable: true,
    renderEditCell: (params) => <LimitedTextEditCell {...params} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 140,
    editable: true,
    renderEditCell: (params) => <SaveOnPickEditCell {...params} />,
  },
];

export default function EditingCustomComponentReuse() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
