import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  createStoreroomServer,
  type StoreroomNode,
} from '@site/src/demo-data/treeViewLazyBackend';

// Every answer of this pretend server takes 600 ms.
const server = createStoreroomServer({ latency: 600 });

const dataSource = {
  // Called with `undefined` for the top level, then with the id of each expanded item.
  getTreeItems: (parentId?: string) => server.fetchChildren(parentId),
  // A count above 0 gives the item an expand icon.
  getChildrenCount: (item: StoreroomNode) => item.childrenCount,
};

export default function RichLazyBasic() {
  const [lastToggle, setLastToggle] = React.useState('Nothing expanded yet.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ minHeight: 240, maxHeight: 360, overflowY: 'auto' }}>
        <RichTreeViewPro
          aria-label="Museum storeroom"
          items={[]}
          dataSource={dataSource}
          onItemExpansionToggle={(_event, itemId, isExpanded) =>
            setLastToggle(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
          }
        />
      </Box>
      <Typography variant="body2" role="status">
        Last expansion change: {lastToggle}
      </Typography>
    </Stack>
  );
}
