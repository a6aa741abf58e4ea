import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDeleteIcon,
  GridListViewColDef,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name' },
  { field: 'lastName', headerName: 'Last name' },
  { field: 'jobTitle', headerName: 'Job title' },
];

export default function ListViewActions() {
  const [rows, setRows] = React.useState(() => getEmployees(12));
  const [editing, setEditing] = React.useState<Employee | null>(null);

  // Memoized: a new list column on every render would re-render every row.
  const listViewColumn = React.useMemo<GridListViewColDef<Employee>>(
    () => ({
      field: 'card',
      display: 'flex',
      renderCell: ({ row }) => (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}
        >
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {row.firstName} {row.lastName}
            </Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {row.jobTitle}
            </Typography>
          </Stack>
          <Button
            size="small"
            aria-label={`Edit ${row.firstName} ${row.lastName}`}
            onClick={() => setEditing(row)}
          >
            Edit
          </Button>
          <IconButton
            aria-label={`Remove ${row.firstName} ${row.lastName}`}
            onClick={() =>
              setRows((previous) => previous.filter((item) => item.id !== row.id))
            }
          >
            <GridDeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    }),
    [],
  );

  const save = (jobTitle: string) => {
    setRows((previous) =>
      previous.map((row) => (row.id === editing?.id ? { ...row, jobTitle } : row)),
    );
    setEditing(null);
  };

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save(new FormData(event.currentTarget).get('jobTitle') as string);
          }}
        >
          <DialogTitle>Edit job title</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              margin="dense"
              name="jobTitle"
              label="Job title"
              defaultValue={editing?.jobTitle}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
