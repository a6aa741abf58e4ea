import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemDragAndDropOverlay,
  TreeItemDragAndDropOverlayProps,
  TreeViewItemsReorderingAction,
} from '@mui/x-tree-view-pro';
import { findItem } from '@site/src/demo-data/richOrdering';
import { movingChecklist } from '@site/src/demo-data/richOrderingData';
import { MoveButtons, useMovableItems } from './RichOrderingMoveButtons';

const HINTS: Record<TreeViewItemsReorderingAction, string> = {
  'reorder-above': 'Above',
  'reorder-below': 'Below',
  'make-child': 'Subtask',
  'move-to-parent': 'End of group',
};

// Draws the default line or highlight, plus a badge that names the action.
function OverlayWithHint(props: TreeItemDragAndDropOverlayProps) {
  if (!props.action) {
    return null;
  }
  return (
    <React.Fragment>
      <TreeItemDragAndDropOverlay {...props} />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          insetInlineEnd: 8,
          top: '50%',
          transform: 'translateY(-50%)',
          pointerEvents: 'none',
          typography: 'caption',
          px: 0.75,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {HINTS[props.action]}
      </Box>
    </React.Fragment>
  );
}

// Defined once, outside the component: a new object on every render re-renders every item.
const ITEM_SLOT_PROPS = { slots: { dragAndDropOverlay: OverlayWithHint } };

export default function RichOrderingOverlay() {
  const { apiRef, items, moveItem } = useMovableItems(movingChecklist);
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ minHeight: 280, maxHeight: 380, overflowY: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={items}
          itemsReordering
          slotProps={{ item: ITEM_SLOT_PROPS }}
          defaultExpandedItems={['before', 'boxes', 'day']}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
          onItemPositionChange={moveItem}
        />
      </Box>
      <MoveButtons items={items} itemId={selected} onMove={moveItem} />
      <Typography variant="body2" color="text.secondary">
        Selected: {(selected && findItem(items, selected)?.label) ?? 'none'}
      </Typography>
    </Stack>
  );
}
