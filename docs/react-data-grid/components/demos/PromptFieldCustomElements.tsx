import * as React from 'react';
import { styled } from '@mui/material/styles';
import {
  DataGridPremium,
  GridColDef,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'country', headerName: 'Country', width: 100 },
];

const Form = styled('div')(({ theme }) => ({
  display: 'flex',
  flex: 1,
  gap: theme.spacing(1),
  '& textarea': {
    flex: 1,
    resize: 'none',
    font: 'inherit',
    padding: theme.spacing(0.75, 1),
    borderRadius: 4,
    color: 'inherit',
    background: 'transparent',
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  },
  '& button': {
    font: 'inherit',
    padding: theme.spacing(0, 2),
    borderRadius: 4,
    border: 0,
    cursor: 'pointer',
    color: (theme.vars ?? theme).palette.primary.contrastText,
    background: (theme.vars ?? theme).palette.primary.main,
  },
  '& button:disabled': { cursor: 'default' },
  '&.is-empty button': { opacity: 0.5 },
}));

function NotesToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <PromptField
        render={<Form />}
        className={(state) => (state.value.trim() ? '' : 'is-empty')}
        // This demo only searches the grid for the words typed.
        onSubmit={(prompt) => apiRef.current.setQuickFilterValues(prompt.split(/\s+/).filter(Boolean))}
      >
        <PromptFieldControl
          render={({ ref, value, onChange, onKeyDown, className }) => (
            <textarea
              ref={ref as React.Ref<HTMLTextAreaElement>}
              rows={1}
              className={className}
              value={value}
              onChange={onChange}
              onKeyDown={(event) => {
                // Enter submits; stop it from also adding a line break. Shift+Enter still does.
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  onKeyDown?.(event);
                }
              }}
              aria-label="Words to search for"
              placeholder="Words to search for"
            />
          )}
        />
        <PromptFieldSend render={<button type="button" />}>Search</PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldCustomElements() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: NotesToolbar }} showToolbar />
    </div>
  );
}
