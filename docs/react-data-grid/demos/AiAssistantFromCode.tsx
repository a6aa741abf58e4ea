import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';
import { processPromptLocally } from './AiAssistantLocalService';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110 },
  {
    field: 'department',
    headerName: 'Department',
    width: 130,
    examples: [...DEPARTMENTS],
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function AiAssistantFromCode() {
  const apiRef = useGridApiRef();
  const [prompt, setPrompt] = React.useState('Top 3 by salary');
  const [status, setStatus] = React.useState('');

  // No panel here: the page's own field sends prompts through the grid.
  const run = async () => {
    const result = await apiRef.current?.aiAssistant.processPrompt(prompt);
    if (result instanceof Error) {
      setStatus(`Error: ${result.message}`);
    } else if (result) {
      setStatus(
        `Applied: ${result.sorting.length} sort, ${result.filters.length} filter, ${result.select === -1 ? 'no' : result.select} selected rows`,
      );
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label="Prompt"
          size="small"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" onClick={run}>
          Run
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {status || 'Try "Top 3 by salary", "Only Sales" or "Group by department".'}
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aiAssistant
          onPrompt={processPromptLocally}
          checkboxSelection
        />
      </div>
    </Stack>
  );
}
