import SvgIcon from '@mui/material/SvgIcon';
import { DataGrid, GridBaseIconProps, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 90 },
];

// Icon slots receive GridBaseIconProps. Pass on fontSize and className, and titleAccess,
// which the boolean cells use to give their icon a text alternative.
function FunnelIcon({ fontSize, className, titleAccess }: GridBaseIconProps) {
  return (
    <SvgIcon fontSize={fontSize} className={className} titleAccess={titleAccess}>
      <path d="M3 4h18l-7 8v6l-4 2v-8z" />
    </SvgIcon>
  );
}
function SlidersIcon({ fontSize, className, titleAccess }: GridBaseIconProps) {
  return (
    <SvgIcon fontSize={fontSize} className={className} titleAccess={titleAccess}>
      <path d="M4 6h10v2H4zm14 0h2v2h-2zM14 4h2v6h-2zM4 16h4v2H4zm8 0h8v2h-8zM8 14h2v6H8z" />
    </SvgIcon>
  );
}
function YesIcon({ fontSize, className, titleAccess }: GridBaseIconProps) {
  return (
    <SvgIcon fontSize={fontSize} className={className} titleAccess={titleAccess} color="success">
      <circle cx="12" cy="12" r="6" />
    </SvgIcon>
  );
}
function NoIcon({ fontSize, className, titleAccess }: GridBaseIconProps) {
  return (
    <SvgIcon fontSize={fontSize} className={className} titleAccess={titleAccess} color="disabled">
      <path d="M12 6a6 6 0 1 1 0 12 6 6 0 0 1 0-12zm0 2a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
    </SvgIcon>
  );
}

export default function SlotsIcons() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'isActive', sort: 'asc' }] } }}
        slots={{
          openFilterButtonIcon: FunnelIcon,
          columnSelectorIcon: SlidersIcon,
          booleanCellTrueIcon: YesIcon,
          booleanCellFalseIcon: NoIcon,
        }}
      />
    </div>
  );
}
