import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import {
  DataGrid,
  GridCloseIcon,
  GridColDef,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
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
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'country', headerName: 'Country', width: 100 },
];

// The field slides open from zero width; `data-expanded` comes from the render function below.
const SearchRoot = styled('div')({
  display: 'flex',
  alignItems: 'center',
  '& .search-field': { width: 0, overflow: 'hidden', transition: 'width 200ms' },
  '&[data-expanded="true"] .search-field': { width: 200 },
});

function SearchToolbar() {
  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        People
      </Typography>
      <QuickFilter render={(props, state) => <SearchRoot {...props} data-expanded={state.expanded} />}>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              className="search-field"
              size="small"
              placeholder="Search people"
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search people' },
                input: {
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear render={<IconButton size="small" edge="end" aria-label="Clear search" />}>
                        <GridCloseIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
        <Tooltip title="Search">
          <QuickFilterTrigger aria-label="Search" render={<ToolbarButton />}>
            <GridSearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterExpandable() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </div>
  );
}
