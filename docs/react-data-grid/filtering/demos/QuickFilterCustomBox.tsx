import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridClearIcon,
  GridColDef,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'country', headerName: 'Country', width: 110 },
];

function DirectoryToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, fontWeight: 500, px: 0.5 }}>Staff directory</Typography>
      {/* parser: one term per comma-separated entry instead of per word */}
      <QuickFilter
        parser={(input) => input.split(',').map((term) => term.trim()).filter(Boolean)}
        formatter={(values) => values.join(', ')}
        render={(props, state) => (
          <div {...props}>
            {state.expanded ? (
              <QuickFilterControl
                render={({ ref, ...controlProps }) => (
                  <TextField
                    {...controlProps}
                    inputRef={ref}
                    size="small"
                    placeholder="Name, country…"
                    slotProps={{
                      ...controlProps.slotProps,
                      htmlInput: {
                        ...controlProps.slotProps?.htmlInput,
                        'aria-label': 'Search the directory',
                      },
                      input: {
                        endAdornment: state.value ? (
                          <InputAdornment position="end">
                            <QuickFilterClear
                              render={<IconButton size="small" aria-label="Clear search" />}
                            >
                              <GridClearIcon fontSize="small" />
                            </QuickFilterClear>
                          </InputAdornment>
                        ) : null,
                      },
                    }}
                  />
                )}
              />
            ) : (
              <QuickFilterTrigger
                render={<Button size="small" startIcon={<GridSearchIcon />} />}
              >
                Search
              </QuickFilterTrigger>
            )}
          </div>
        )}
      />
    </Toolbar>
  );
}

export default function QuickFilterCustomBox() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: DirectoryToolbar }}
        showToolbar
      />
    </div>
  );
}
