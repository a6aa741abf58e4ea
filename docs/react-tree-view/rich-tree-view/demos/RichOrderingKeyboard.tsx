import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  findItem,
  findPosition,
  getSiblings,
  getStepPosition,
  moveTreeItem,
  type MoveDirection,
} from '@site/src/demo-data/richOrdering';
import { reportOutline } from '@site/src/demo-data/richOrderingData';
import { useMovableItems } from './RichOrderingMoveButtons';

const WORDS: Record<MoveDirection, string> = {
  up: 'up',
  down: 'down',
  indent: 'one level in',
  outdent: 'one level out',
};

export default function RichOrderingKeyboard() {
  const { apiRef, items, moveItem } = useMovableItems(reportOutline);
  const isRtl = useTheme().direction === 'rtl';
  const [focused, setFocused] = React.useState<string | null>(null);
  const [announcement, setAnnouncement] = React.useState('');

  const keys: Record<string, MoveDirection> = {
    ArrowUp: 'up',
    ArrowDown: 'down',
    [isRtl ? 'ArrowLeft' : 'ArrowRight']: 'indent',
    [isRtl ? 'ArrowRight' : 'ArrowLeft']: 'outdent',
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const direction = keys[event.key];
    const oldPosition = focused && findPosition(items, focused);
    if (!event.altKey || !direction || !focused || !oldPosition) {
      return;
    }
    // Alt + Left/Right would otherwise go back or forward in the browser history.
    event.preventDefault();
    const label = findItem(items, focused)?.label;
    const newPosition = getStepPosition(items, focused, direction);
    if (!newPosition) {
      setAnnouncement(`${label} cannot move ${WORDS[direction]}.`);
      return;
    }
    moveItem({ itemId: focused, oldPosition, newPosition });
    const { parentId, index } = newPosition;
    const next = moveTreeItem(items, focused, newPosition);
    const place = parentId ? findItem(next, parentId)?.label : 'the top level';
    const count = getSiblings(next, parentId).length;
    setAnnouncement(`${label}: position ${index + 1} of ${count} in ${place}.`);
    // An item that changes parent is rendered again: focus it once it is there.
    const itemId = focused;
    requestAnimationFrame(() => apiRef.current?.getItemDOMElement(itemId)?.focus());
  };

  return (
    <Box>
      <Box sx={{ minHeight: 250, maxHeight: 340, overflowY: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={items}
          itemsReordering
          defaultExpandedItems={['background', 'method']}
          onItemFocus={(event, itemId) => setFocused(itemId)}
          onKeyDown={handleKeyDown}
          onItemPositionChange={moveItem}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5 }}>
        {announcement || 'Focus an item, then press Alt with an arrow key.'}
      </Typography>
    </Box>
  );
}
