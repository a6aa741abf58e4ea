import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(8);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110, editable: true },
  { field: 'jobTitle', headerName: 'Job title', width: 150, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    editable: true,
  },
];

interface Pending {
  cellCount: number;
  resolve: () => void;
  reject: () => void;
}

export default function ClipboardPasteConfirm() {
  const [pending, setPending] = React.useState<Pending | null>(null);

  // The paste waits for this promise: resolve to go on, reject to cancel.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cellCount = data.reduce((count, row) => count + row.length, 0);
      setPending({ cellCount, resolve, reject });
    });

  const answer = (accepted: boolean) => {
    if (accepted) {
      pending?.resolve();
    } else {
      pending?.reject();
    }
    setPending(null);
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
        onBeforeClipboardPasteStart={confirmPaste}
      />
      <Dialog open={pending !== null} onClose={() => answer(false)}>
        <DialogTitle>Paste into the grid?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The clipboard holds {pending?.cellCount} value(s). Pasting replaces the
            cells they land on.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Cancel</Button>
          <Button onClick={() => answer(true)} autoFocus>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
