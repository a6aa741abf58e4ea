import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GridColDef,
  GridSendIcon,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 100 },
];

function SlowPromptToolbar() {
  const apiRef = useGridApiContext();

  // Stands in for a request: while the promise is pending, the field's state has disabled: true.
  const handleSubmit = async (prompt: string) => {
    await new Promise((resolve) => {
      setTimeout(resolve, 2000);
    });
    apiRef.current.setQuickFilterValues(prompt.split(' ').filter(Boolean));
  };

  return (
    <Toolbar>
      <PromptField onSubmit={handleSubmit} style={{ flex: 1 }}>
        <PromptFieldControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              disabled={state.disabled}
              placeholder={state.disabled ? 'Working…' : 'Type words to look for, then press Enter'}
              slotProps={{
                htmlInput: { 'aria-label': 'Prompt' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      {state.disabled ? (
                        <CircularProgress size={20} aria-label="Sending" />
                      ) : (
                        <PromptFieldSend aria-label="Send prompt" size="small" edge="end" color="primary">
                          <GridSendIcon fontSize="small" />
                        </PromptFieldSend>
                      )}
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldPending() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: SlowPromptToolbar }} showToolbar />
    </div>
  );
}
