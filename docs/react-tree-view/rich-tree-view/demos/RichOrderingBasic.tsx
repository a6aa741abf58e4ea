import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import { findItem, moveTreeItem } from '@site/src/demo-data/richOrdering';
import { photoCourse } from '@site/src/demo-data/richOrderingData';
import { MoveButtons, type ItemMove } from './RichOrderingMoveButtons';

export default function RichOrderingBasic() {
  const apiRef = useTreeViewApiRef();
  const [items, setItems] = React.useState(photoCourse);
  const [selected, setSelected] = React.useState<string | null>(null);

  const handleDrop = ({ itemId, newPosition }: ItemMove) =>
    setItems((previous) => moveTreeItem(previous, itemId, newPosition));

  // A button move also opens the new parent, so the selected item stays in view.
  const handleButtonMove = (move: ItemMove) => {
    handleDrop(move);
    if (move.newPosition.parentId) {
      apiRef.current?.setItemExpansion({
        itemId: move.newPosition.parentId,
        shouldBeExpanded: true,
      });
    }
  };

  return (
    <Stack spacing={1.5}>
      <Box sx={{ minHeight: 280, maxHeight: 360, overflowY: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={items}
          itemsReordering
          defaultExpandedItems={['light', 'composition']}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
          onItemPositionChange={handleDrop}
        />
      </Box>
      <MoveButtons items={items} itemId={selected} onMove={handleButtonMove} />
      <Typography variant="body2" color="text.secondary">
        Selected: {(selected && findItem(items, selected)?.label) ?? 'none'}
      </Typography>
    </Stack>
  );
}
