import Box from '@mui/material/Box';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'country', headerName: 'Country', width: 100 },
];

function StateClassToolbar() {
  return (
    <Toolbar>
      {/* The class names follow the state: open panel, active filters. */}
      <ColumnsPanelTrigger className={(state) => (state.open ? 'trigger trigger--open' : 'trigger')}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger
        className={(state) =>
          [
            'trigger',
            state.open && 'trigger--open',
            state.filterCount > 0 && 'trigger--active',
          ]
            .filter(Boolean)
            .join(' ')
        }
      >
        Filters
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function UsageClassNameState() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .trigger': { borderBottom: '2px solid transparent', borderRadius: 0 },
        '& .trigger--open': { borderBottomColor: (theme.vars ?? theme).palette.primary.main },
        '& .trigger--active': { fontWeight: 700 },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: StateClassToolbar }}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'country', operator: 'contains', value: 'a' }] } },
        }}
      />
    </Box>
  );
}
