import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  createStoreroomServer,
  type StoreroomNode,
} from '@site/src/demo-data/treeViewLazyBackend';

export default function RichLazyLatency() {
  const [latency, setLatency] = React.useState(1500);
  const [inFlight, setInFlight] = React.useState(0);
  const [server] = React.useState(() => createStoreroomServer({ latency: 1500 }));

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: async (parentId?: string) => {
        setInFlight((count) => count + 1);
        try {
          return await server.fetchChildren(parentId);
        } finally {
          setInFlight((count) => count - 1);
        }
      },
      getChildrenCount: (item: StoreroomNode) => item.childrenCount,
    }),
    [server],
  );

  const handleLatencyChange = (_event: Event, value: number | number[]) => {
    const milliseconds = Array.isArray(value) ? (value[0] ?? 0) : value;
    setLatency(milliseconds);
    server.setLatency(milliseconds);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ px: 1, maxWidth: 360 }}>
        <Typography variant="body2" id="latency-label">
          Server answer time: {latency} ms
        </Typography>
        <Slider
          aria-labelledby="latency-label"
          value={latency}
          onChange={handleLatencyChange}
          min={0}
          max={4000}
          step={250}
          size="small"
        />
      </Box>
      <Box sx={{ minHeight: 240, maxHeight: 360, overflowY: 'auto' }}>
        <RichTreeViewPro
          aria-label="Museum storeroom"
          items={[]}
          dataSource={dataSource}
        />
      </Box>
      <Typography variant="body2" role="status">
        Requests waiting for an answer: {inFlight}
      </Typography>
    </Stack>
  );
}
