import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  RichTreeViewPro,
  type RichTreeViewProProps,
} from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  createStoreroomServer,
  type StoreroomNode,
} from '@site/src/demo-data/treeViewLazyBackend';

type TreeCache = NonNullable<
  RichTreeViewProProps<StoreroomNode, false>['dataSourceCache']
>;
type CachedRows = Parameters<TreeCache['set']>[1];

// After `ttl` ms, -1 makes the tree replace the item's children with a new answer.
function createExpiringCache(ttl: number): TreeCache {
  const entries = new Map<string, { rows: CachedRows; expires: number }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      return Date.now() > entry.expires ? -1 : entry.rows;
    },
    set: (key, rows) => {
      entries.set(key, { rows, expires: Date.now() + ttl });
    },
    clear: () => entries.clear(),
  };
}

export default function RichLazyCache() {
  const [server] = React.useState(() => createStoreroomServer({ latency: 400 }));
  const [ttl, setTtl] = React.useState<number | 'default'>('default');
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => {
        setLog((entries) => [...entries, parentId ?? '(top level)']);
        return server.fetchChildren(parentId);
      },
      getChildrenCount: (item: StoreroomNode) => item.childrenCount,
    }),
    [server],
  );

  // `undefined` lets the tree create its own five-minute cache.
  const cache = React.useMemo(
    () => (ttl === 'default' ? undefined : createExpiringCache(ttl)),
    [ttl],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={ttl}
        onChange={(_event, value: number | 'default' | null) => {
          if (value !== null) {
            setTtl(value);
            setLog([]);
          }
        }}
        aria-label="How long answers are cached"
      >
        <ToggleButton value="default">Default (5 min)</ToggleButton>
        <ToggleButton value={10_000}>10 s</ToggleButton>
        <ToggleButton value={0}>None</ToggleButton>
      </ToggleButtonGroup>
      {/* The tree reads its cache once, on mount: the key mounts a new tree. */}
      <RichTreeViewPro
        key={ttl}
        sx={{ minHeight: 220, maxHeight: 320, overflowY: 'auto' }}
        aria-label="Museum storeroom"
        items={[]}
        dataSource={dataSource}
        dataSourceCache={cache}
      />
      <Typography variant="body2" role="status">
        {log.length} requests: {log.join(', ')}
      </Typography>
    </Stack>
  );
}
