import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { findItem } from '@site/src/demo-data/richOrdering';
import { mailFolders } from '@site/src/demo-data/richOrderingData';
import { MoveButtons, useMovableItems } from './RichOrderingMoveButtons';

// Folders the mail server creates: they keep their place.
const SYSTEM_FOLDERS = new Set(['inbox', 'drafts', 'sent', 'trash']);

const isItemReorderable = (itemId: string) => !SYSTEM_FOLDERS.has(itemId);

export default function RichOrderingLocked() {
  const { apiRef, items, moveItem } = useMovableItems(mailFolders);
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ minHeight: 260, maxHeight: 340, overflowY: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={items}
          itemsReordering
          isItemReorderable={isItemReorderable}
          // 8.6.0 only accepts drops over items that can be dragged themselves:
          // allowing the drop on the tree makes locked folders valid targets too.
          onDragOver={(event) => event.preventDefault()}
          defaultExpandedItems={['travel']}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
          onItemPositionChange={moveItem}
        />
      </Box>
      <MoveButtons
        items={items}
        itemId={selected}
        onMove={moveItem}
        canMove={({ itemId }) => isItemReorderable(itemId)}
      />
      <Typography variant="body2" color="text.secondary">
        {selected
          ? `${findItem(items, selected)?.label}: ${isItemReorderable(selected) ? 'can be moved' : 'locked'}`
          : 'Select a folder to move it with the buttons.'}
      </Typography>
    </Stack>
  );
}
