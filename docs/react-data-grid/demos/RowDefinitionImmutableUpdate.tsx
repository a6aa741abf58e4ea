import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  done: boolean;
}

const initialRows: Task[] = [
  { id: 1, title: 'Book the venue', done: true },
  { id: 2, title: 'Send invitations', done: false },
  { id: 3, title: 'Order catering', done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'title', headerName: 'Task', width: 180 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 80 },
];

export default function RowDefinitionImmutableUpdate() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);
  const nextId = React.useRef(initialRows.length + 1);

  // Each handler builds a new array (and new objects for changed rows).
  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [...prev, { id, title: `Follow-up #${id}`, done: false }]);
  };
  const completeAll = () => {
    setRows((prev) => prev.map((task) => (task.done ? task : { ...task, done: true })));
  };
  const removeLast = () => {
    setRows((prev) => prev.slice(0, -1));
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add task
        </Button>
        <Button size="small" variant="outlined" onClick={completeAll}>
          Mark all done
        </Button>
        <Button size="small" onClick={removeLast} disabled={rows.length === 0}>
          Remove last
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
