import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import {
  getSiblings,
  moveTreeItem,
  type TreePosition,
} from '@site/src/demo-data/richOrdering';
import { wikiPages } from '@site/src/demo-data/richOrderingData';
import { MoveButtons, type ItemMove } from './RichOrderingMoveButtons';

const describe = ({ parentId, index }: TreePosition) =>
  `{ parentId: ${parentId === null ? 'null' : `'${parentId}'`}, index: ${index} }`;

export default function RichOrderingSaveOrder() {
  const apiRef = useTreeViewApiRef();
  const [items, setItems] = React.useState(wikiPages);
  const [selected, setSelected] = React.useState<string | null>(null);
  const [lastMove, setLastMove] = React.useState<ItemMove | null>(null);

  // Drags and button presses both end here, so the state always matches the screen.
  const applyMove = (move: ItemMove) => {
    setItems((previous) => moveTreeItem(previous, move.itemId, move.newPosition));
    setLastMove(move);
    if (move.newPosition.parentId) {
      apiRef.current?.setItemExpansion({
        itemId: move.newPosition.parentId,
        shouldBeExpanded: true,
      });
    }
  };

  const siblings = lastMove ? getSiblings(items, lastMove.newPosition.parentId) : [];

  return (
    <Stack spacing={1.5}>
      <Box sx={{ minHeight: 280, maxHeight: 360, overflowY: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={items}
          itemsReordering
          defaultExpandedItems={['handbook']}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
          onItemPositionChange={applyMove}
        />
      </Box>
      <MoveButtons items={items} itemId={selected} onMove={applyMove} />
      {lastMove ? (
        <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace' }}>
          <div>itemId: &apos;{lastMove.itemId}&apos;</div>
          <div>oldPosition: {describe(lastMove.oldPosition)}</div>
          <div>newPosition: {describe(lastMove.newPosition)}</div>
        </Typography>
      ) : (
        <Typography variant="body2">
          Drag a page, or select one and use the buttons.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {lastMove
          ? `Its siblings in your state: ${siblings.map((item) => item.label).join(', ')}`
          : 'Your state is updated after every move.'}
      </Typography>
    </Stack>
  );
}
