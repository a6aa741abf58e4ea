import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridCheckIcon,
  GridColDef,
  GridMoreVertIcon,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

type Settings = { borders: boolean };
const SettingsContext = React.createContext<{
  settings: Settings;
  setSettings: (settings: Settings) => void;
}>({ settings: { borders: false }, setSettings: () => {} });

function SettingsToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const { settings, setSettings } = React.useContext(SettingsContext);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();

  return (
    <Toolbar>
      <Tooltip title="Table settings">
        <ToolbarButton
          aria-label="Table settings"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <GridMoreVertIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={density === 'compact'}
          onClick={() => apiRef.current.setDensity(density === 'compact' ? 'standard' : 'compact')}
        >
          <ListItemIcon>
            {density === 'compact' && <GridCheckIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>Compact rows</ListItemText>
        </MenuItem>
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={settings.borders}
          onClick={() => setSettings({ ...settings, borders: !settings.borders })}
        >
          <ListItemIcon>
            {settings.borders && <GridCheckIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>Column borders</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarSettingsMenu() {
  const [settings, setSettings] = React.useState<Settings>({ borders: false });
  const value = React.useMemo(() => ({ settings, setSettings }), [settings]);

  return (
    <SettingsContext.Provider value={value}>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: SettingsToolbar }}
          showToolbar
          showCellVerticalBorder={settings.borders}
          showColumnVerticalBorder={settings.borders}
        />
      </div>
    </SettingsContext.Provider>
  );
}
