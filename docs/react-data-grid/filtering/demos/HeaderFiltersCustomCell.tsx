import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridColDef,
  GridRenderHeaderFilterProps,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(50);

// Three buttons instead of the default select: everyone, active only, inactive only.
function ActiveToggle({ item }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const current = item.value === undefined ? 'all' : String(item.value);

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label="Filter by status"
      onChange={(_event, next: string | null) => {
        if (next === null || next === current) return;
        if (next === 'all') apiRef.current.deleteFilterItem(item);
        else apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: next === 'true' });
      }}
      sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, textTransform: 'none' } }}
    >
      <ToggleButton value="all">All</ToggleButton>
      <ToggleButton value="true">Yes</ToggleButton>
      <ToggleButton value="false">No</ToggleButton>
    </ToggleButtonGroup>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'jobTitle', headerName: 'Job title', width: 160 },
  {
    field: 'isActive',
    headerName: 'Active',
    type: 'boolean',
    width: 160,
    renderHeaderFilter: (params) => <ActiveToggle {...params} />,
  },
  // No filter input for this column: its cell in the filter row stays empty.
  { field: 'email', headerName: 'Email', width: 220, filterable: false },
];

export default function HeaderFiltersCustomCell() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </div>
  );
}
