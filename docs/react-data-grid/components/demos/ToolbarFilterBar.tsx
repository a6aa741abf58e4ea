import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  GridFilterListIcon,
  Toolbar,
  gridFilterActiveItemsSelector,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 100 },
];

function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  const items = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const terms = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];

  return (
    <Toolbar style={{ flex: 'none', flexWrap: 'wrap', justifyContent: 'flex-start' }}>
      <FilterPanelTrigger render={<Button size="small" startIcon={<GridFilterListIcon />} />}>
        Add filter
      </FilterPanelTrigger>
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {items.map((item) => (
          <Chip
            key={item.id ?? item.field}
            size="small"
            label={`${apiRef.current.getColumn(item.field).headerName} ${item.operator} ${item.value}`}
            onDelete={() => apiRef.current.deleteFilterItem(item)}
          />
        ))}
        {terms.map((term: string) => (
          <Chip
            key={term}
            size="small"
            variant="outlined"
            label={`Search: ${term}`}
            onDelete={() =>
              apiRef.current.setQuickFilterValues(terms.filter((value: string) => value !== term))
            }
          />
        ))}
      </Stack>
    </Toolbar>
  );
}

export default function ToolbarFilterBar() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterBarToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'department', operator: 'equals', value: 'Sales' }],
              quickFilterValues: ['kenya'],
            },
          },
        }}
      />
    </div>
  );
}
