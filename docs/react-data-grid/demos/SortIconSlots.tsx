import { DataGrid, GridColDef } from '@mui/x-data-grid';
import SvgIcon from '@mui/material/SvgIcon';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  // Still sortable, but its header never shows an arrow.
  { field: 'rating', headerName: 'Rating (no icon)', type: 'number', width: 150, hideSortIcons: true },
];

// What the grid passes its sort icons that these use.
interface SortIconProps {
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  className?: string;
}

// Filled triangles instead of the default arrows.
function TriangleUpIcon(props: SortIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 6 20 18H4z" />
    </SvgIcon>
  );
}

function TriangleDownIcon(props: SortIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 18 4 6h16z" />
    </SvgIcon>
  );
}

export default function SortIconSlots() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'country', sort: 'asc' }] } }}
        slots={{
          columnSortedAscendingIcon: TriangleUpIcon,
          columnSortedDescendingIcon: TriangleDownIcon,
        }}
      />
    </div>
  );
}
