import { styled } from '@mui/material/styles';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
];

const SearchBox = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.25, 0.5, 0.25, 1.5),
  borderRadius: 999,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  '&.has-value': { borderColor: (theme.vars ?? theme).palette.primary.main },
  '& input': { border: 0, outline: 0, background: 'transparent', color: 'inherit', font: 'inherit', width: 160 },
  '&:focus-within': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}` },
  '& button': { border: 0, background: 'transparent', color: 'inherit', cursor: 'pointer', fontSize: 18 },
  '& button.is-hidden': { visibility: 'hidden' },
}));

function PlainSearchToolbar() {
  return (
    <Toolbar>
      {/* className as a function of the state: highlight the box while it holds text. */}
      <QuickFilter expanded className={(state) => (state.value ? 'has-value' : '')} render={<SearchBox />}>
        <QuickFilterControl
          render={({ ref, slotProps, value, onChange, onKeyDown, className }) => (
            // A native input: the attributes the grid meant for the <input> live in slotProps.htmlInput.
            <input
              {...slotProps?.htmlInput}
              ref={ref}
              type="search"
              className={className}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              placeholder="Search…"
              aria-label="Search people"
            />
          )}
        />
        <QuickFilterClear
          className={(state) => (state.value ? '' : 'is-hidden')}
          render={(props) => <button {...props} type="button" aria-label="Clear search" />}
        >
          ×
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterCustomElements() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: PlainSearchToolbar }} showToolbar />
    </div>
  );
}
