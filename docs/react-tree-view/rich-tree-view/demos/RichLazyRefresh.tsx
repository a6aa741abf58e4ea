import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RichTreeViewPro,
  type RichTreeViewProProps,
} from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import {
  createStoreroomServer,
  type StoreroomNode,
} from '@site/src/demo-data/treeViewLazyBackend';

type TreeCache = NonNullable<
  RichTreeViewProProps<StoreroomNode, false>['dataSourceCache']
>;
type CachedRows = Parameters<TreeCache['set']>[1];

const DRAWER = 'minerals/c1/d1';

export default function RichLazyRefresh() {
  const apiRef = useTreeViewApiRef();
  const [server] = React.useState(() => createStoreroomServer({ latency: 500 }));
  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => server.fetchChildren(parentId),
      getChildrenCount: (item: StoreroomNode) => item.childrenCount,
    }),
    [server],
  );
  // Answers never expire on their own; the demo writes -1 to expire one.
  const [entries] = React.useState(() => new Map<string, CachedRows | -1>());
  const [cache] = React.useState<TreeCache>(() => ({
    get: (key) => entries.get(key),
    set: (key, rows) => {
      entries.set(key, rows);
    },
    clear: () => entries.clear(),
  }));
  const [added, setAdded] = React.useState(0);
  // Whether the drawer is open now: the refresh must not open a drawer the reader closed.
  const drawerOpen = React.useRef(false);

  const addOnServer = () => {
    server.addSpecimen(DRAWER, `Opal no. ${added + 1}`);
    setAdded(added + 1);
  };

  const refreshDrawer = () => {
    if (!entries.has(DRAWER)) return; // never opened: its first opening fetches
    entries.set(DRAWER, -1); // the next expansion drops the children and refetches
    if (!drawerOpen.current) return; // a closed drawer refetches when it is opened
    // Close the open drawer and open it again: it shows the fresh answer.
    apiRef.current?.setItemExpansion({ itemId: DRAWER, shouldBeExpanded: false });
    apiRef.current?.setItemExpansion({ itemId: DRAWER, shouldBeExpanded: true });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addOnServer}>
          Add a specimen on the server
        </Button>
        <Button size="small" variant="contained" onClick={refreshDrawer}>
          Refresh Drawer 1
        </Button>
      </Stack>
      <Box sx={{ minHeight: 240, maxHeight: 360, overflowY: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          aria-label="Museum storeroom"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          onItemExpansionToggle={(_event, itemId, isExpanded) => {
            if (itemId === DRAWER) drawerOpen.current = isExpanded;
          }}
        />
      </Box>
      <Typography variant="body2" role="status">
        Open Minerals › Cabinet A1 › Drawer 1. New arrivals stored on the server:{' '}
        {added}
      </Typography>
    </Stack>
  );
}
