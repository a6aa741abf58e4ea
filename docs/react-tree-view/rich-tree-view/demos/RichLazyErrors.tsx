import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  createStoreroomServer,
  type StoreroomNode,
} from '@site/src/demo-data/treeViewLazyBackend';

export default function RichLazyErrors() {
  // Cabinet D2 always fails; the controls below make other requests fail.
  const [server] = React.useState(() =>
    createStoreroomServer({ latency: 700, lockedIds: ['birds/c2'] }),
  );
  const [treeKey, setTreeKey] = React.useState(0); // a new key mounts a new tree
  const [topLevelLoading, setTopLevelLoading] = React.useState(true);
  const [message, setMessage] = React.useState('No request has failed yet.');

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: async (parentId?: string) => {
        // The tree shows nothing while the top level loads: track it here.
        if (parentId === undefined) setTopLevelLoading(true);
        try {
          const rows = await server.fetchChildren(parentId);
          setMessage(`Loaded the children of ${parentId ?? 'the top level'}.`);
          return rows;
        } catch (error) {
          setMessage(`Failed: ${(error as Error).message}`);
          throw error; // the tree marks the item and leaves it collapsed
        } finally {
          if (parentId === undefined) setTopLevelLoading(false);
        }
      },
      getChildrenCount: (item: StoreroomNode) => item.childrenCount,
    }),
    [server],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={server.failNextRequest}>
          Fail the next request
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setTreeKey(treeKey + 1)}
        >
          Reload the tree
        </Button>
        <FormControlLabel
          label="Server offline"
          control={
            <Switch onChange={(event) => server.setOffline(event.target.checked)} />
          }
        />
      </Stack>
      {topLevelLoading && <LinearProgress aria-label="Loading the departments" />}
      <Box sx={{ minHeight: 240, maxHeight: 360, overflowY: 'auto' }}>
        <RichTreeViewPro
          key={treeKey}
          aria-label="Museum storeroom"
          items={[]}
          dataSource={dataSource}
        />
      </Box>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
