import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { findItem } from '@site/src/demo-data/richOrdering';
import { warehouseStock } from '@site/src/demo-data/richOrderingData';
import {
  MoveButtons,
  useMovableItems,
  type ItemMove,
} from './RichOrderingMoveButtons';

export default function RichOrderingRules() {
  const { apiRef, items, moveItem } = useMovableItems(warehouseStock);
  const [selected, setSelected] = React.useState<string | null>(null);
  const [sameParentOnly, setSameParentOnly] = React.useState(false);

  const canMove = ({ itemId, oldPosition, newPosition }: ItemMove) => {
    const parent = newPosition.parentId
      ? findItem(items, newPosition.parentId)
      : null;
    if (parent?.kind === 'product') {
      return false; // Nothing can be stored inside a product.
    }
    if (!parent && findItem(items, itemId)?.kind === 'product') {
      return false; // Every product needs a place.
    }
    return !sameParentOnly || newPosition.parentId === oldPosition.parentId;
  };

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={sameParentOnly}
            onChange={(event) => setSameParentOnly(event.target.checked)}
          />
        }
        label="Only reorder within the same parent"
      />
      <Box sx={{ minHeight: 300, maxHeight: 380, overflowY: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={items}
          itemsReordering
          canMoveItemToNewPosition={canMove}
          defaultExpandedItems={['aisle-1', 'shelf-1a', 'cold-room']}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
          onItemPositionChange={moveItem}
        />
      </Box>
      <MoveButtons
        items={items}
        itemId={selected}
        onMove={moveItem}
        canMove={canMove}
      />
      <Typography variant="body2" color="text.secondary">
        Selected: {(selected && findItem(items, selected)?.label) ?? 'none'}
      </Typography>
    </Stack>
  );
}
