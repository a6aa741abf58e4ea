import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { createInventoryApi, INVENTORY, type InventoryItem } from './editingPersistenceData';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80, editable: true },
];

interface Question {
  newRow: InventoryItem;
  oldRow: InventoryItem;
  answer: (confirmed: boolean) => void;
}

// Names the fields whose values differ, as "Price: 89 → 95".
function describeChanges(newRow: InventoryItem, oldRow: InventoryItem) {
  return (['price', 'stock'] as const)
    .filter((field) => newRow[field] !== oldRow[field])
    .map((field) => `${field === 'price' ? 'Price' : 'Stock'}: ${oldRow[field]} → ${newRow[field]}`)
    .join(', ');
}

export default function EditingPersistenceConfirmDialog() {
  const api = React.useMemo(() => createInventoryApi(), []);
  // The last question stays in state so the dialog keeps its text while it fades out.
  const [question, setQuestion] = React.useState<Question | null>(null);
  const [open, setOpen] = React.useState(false);

  const processRowUpdate = async (newRow: InventoryItem, oldRow: InventoryItem) => {
    if (!describeChanges(newRow, oldRow)) {
      return oldRow; // nothing changed, nothing to ask
    }
    const confirmed = await new Promise<boolean>((answer) => {
      setQuestion({ newRow, oldRow, answer });
      setOpen(true);
    });
    setOpen(false);
    // Resolving with the old row closes the editor and keeps the stored values.
    return confirmed ? api.save(newRow) : oldRow;
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={INVENTORY}
        columns={columns}
        processRowUpdate={processRowUpdate}
      />
      <Dialog open={open} onClose={() => question?.answer(false)}>
        <DialogTitle>Save {question?.newRow.product}?</DialogTitle>
        <DialogContent>
          <DialogContentText>{question && describeChanges(question.newRow, question.oldRow)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => question?.answer(false)}>Keep old values</Button>
          <Button variant="contained" onClick={() => question?.answer(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
