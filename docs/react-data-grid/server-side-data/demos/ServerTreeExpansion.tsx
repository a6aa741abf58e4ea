import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-pro';
import {
  createDriveServer,
  type DriveItem,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<DriveItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'modified', headerName: 'Modified', width: 110 },
];

type Mode = 'none' | 'depth' | 'clients';

// Each mode is a set of props; the grid reads them when rows arrive.
const expansionProps: Record<Mode, Partial<DataGridProProps>> = {
  none: {},
  depth: { defaultGroupingExpansionDepth: 1 },
  clients: { isGroupExpandedByDefault: (node) => node.groupingKey === 'Clients' },
};

export default function ServerTreeExpansion() {
  const [mode, setMode] = React.useState<Mode>('depth');
  const [requestCount, setRequestCount] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createDriveServer({ latency: 400 });
    return {
      getRows: async (params) => {
        setRequestCount((count) => count + 1);
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
    };
  }, []);

  const changeMode = (newMode: Mode | null) => {
    if (newMode) {
      setRequestCount(0);
      setMode(newMode);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value) => changeMode(value)}
        aria-label="Groups expanded when the grid loads"
      >
        <ToggleButton value="none">None</ToggleButton>
        <ToggleButton value="depth">First level</ToggleButton>
        <ToggleButton value="clients">Clients only</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ my: 1 }} aria-live="polite">
        Requests since loading: {requestCount}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPro
          key={mode} // mount a new grid so the setting applies from the first rows
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Name', width: 230 }}
          {...expansionProps[mode]}
        />
      </div>
    </Box>
  );
}
