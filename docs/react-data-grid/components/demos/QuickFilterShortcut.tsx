import * as React from 'react';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridSearchIcon,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
];

const SearchState = React.createContext({ expanded: false, setExpanded: (_: boolean) => {} });

function ShortcutToolbar() {
  const { expanded, setExpanded } = React.useContext(SearchState);
  return (
    <Toolbar>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded}>
        <Tooltip title="Search (Ctrl+F)">
          <QuickFilterTrigger
            aria-label="Search"
            aria-keyshortcuts="Control+F Meta+F"
            render={<ToolbarButton />}
          >
            <GridSearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        {expanded && (
          <QuickFilterControl
            render={({ ref, ...controlProps }) => (
              <TextField
                {...controlProps}
                inputRef={ref}
                size="small"
                placeholder="Search"
                slotProps={{
                  ...controlProps.slotProps,
                  htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search' },
                }}
              />
            )}
          />
        )}
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterShortcut() {
  const [expanded, setExpanded] = React.useState(false);
  const context = React.useMemo(() => ({ expanded, setExpanded }), [expanded]);

  // Ctrl+F (Cmd+F on macOS) anywhere inside the grid opens the search field; QuickFilter
  // moves the focus into it. When the field is already open, focus it directly.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      if (expanded) {
        event.currentTarget.querySelector<HTMLInputElement>('input[role="searchbox"]')?.focus();
      } else {
        setExpanded(true);
      }
    }
  };

  return (
    <SearchState.Provider value={context}>
      <div style={{ height: 420, width: '100%' }} onKeyDown={handleKeyDown}>
        <DataGrid rows={rows} columns={columns} slots={{ toolbar: ShortcutToolbar }} showToolbar />
      </div>
    </SearchState.Provider>
  );
}
