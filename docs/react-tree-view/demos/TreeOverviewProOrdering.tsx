import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view-pro';

const runningOrder: TreeViewBaseItem[] = [
  {
    id: 'main-stage',
    label: 'Main stage',
    children: [
      { id: 'brass-collective', label: 'Harbour Brass Collective' },
      { id: 'night-owls', label: 'The Night Owls' },
      { id: 'velvet-static', label: 'Velvet Static' },
    ],
  },
  {
    id: 'tent',
    label: 'Acoustic tent',
    children: [
      { id: 'mira-sol', label: 'Mira Sol' },
      { id: 'fenwick-duo', label: 'Fenwick Duo' },
    ],
  },
];

const stageIds = runningOrder.map((stage) => stage.id);

export default function TreeOverviewProOrdering() {
  const [lastMove, setLastMove] = React.useState('nothing yet');

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <RichTreeViewPro
        id="festival-running-order"
        aria-label="Festival running order"
        items={runningOrder}
        defaultExpandedItems={['main-stage', 'tent']}
        itemsReordering
        // Acts can be moved between stages, but the stages stay at the top level.
        canMoveItemToNewPosition={({ itemId, newPosition }) =>
          stageIds.includes(itemId)
            ? newPosition.parentId === null
            : newPosition.parentId !== null && stageIds.includes(newPosition.parentId)
        }
        onItemPositionChange={({ itemId, newPosition }) =>
          setLastMove(`${itemId} to ${newPosition.parentId ?? 'top level'}, position ${newPosition.index + 1}`)
        }
        sx={{ minHeight: 240 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Last move: {lastMove}
      </Typography>
    </Box>
  );
}
