import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  createStoreroomServer,
  type StoreroomNode,
} from '@site/src/demo-data/treeViewLazyBackend';

const server = createStoreroomServer({ latency: 500 });

const dataSource = {
  getTreeItems: (parentId?: string) => server.fetchChildren(parentId),
  getChildrenCount: (item: StoreroomNode) => item.childrenCount,
};

export default function RichLazySelection() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const [expanded, setExpanded] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ minHeight: 240, maxHeight: 360, overflowY: 'auto' }}>
        <RichTreeViewPro
          aria-label="Specimens to lend"
          items={[]}
          dataSource={dataSource}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true, parents: true }}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </Box>
      <Typography variant="body2" role="status">
        Selected ({selected.length}): {selected.join(', ') || 'none'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Expanded: {expanded.join(', ') || 'none'}
      </Typography>
    </Stack>
  );
}
