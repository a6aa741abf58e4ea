// Shared by the ordering demos: four buttons that move the selected item one step, and a hook
// that keeps the items in React state and opens the parent an item lands in.
import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import {
  findPosition,
  getStepPosition,
  moveTreeItem,
  type MoveDirection,
  type TreeNode,
  type TreePosition,
} from '@site/src/demo-data/richOrdering';

/** The object `onItemPositionChange` and `canMoveItemToNewPosition` receive. */
export interface ItemMove {
  itemId: string;
  oldPosition: TreePosition;
  newPosition: TreePosition;
}

export function useMovableItems<T extends TreeNode>(initialItems: T[]) {
  const apiRef = useTreeViewApiRef();
  const [items, setItems] = React.useState(initialItems);
  const moveItem = ({ itemId, newPosition }: ItemMove) => {
    setItems((previous) => moveTreeItem(previous, itemId, newPosition));
    if (newPosition.parentId) {
      apiRef.current?.setItemExpansion({
        itemId: newPosition.parentId,
        shouldBeExpanded: true,
      });
    }
  };
  return { apiRef, items, moveItem };
}

const BUTTONS: [MoveDirection, string][] = [
  ['up', 'Move up'],
  ['down', 'Move down'],
  ['indent', 'Indent'],
  ['outdent', 'Outdent'],
];

interface MoveButtonsProps {
  items: TreeNode[];
  /** The item to move: the selected one, or `null`. */
  itemId: string | null;
  onMove: (move: ItemMove) => void;
  /** The same rule as `canMoveItemToNewPosition`; every move is allowed without it. */
  canMove?: (move: ItemMove) => boolean;
}

export function MoveButtons({ items, itemId, onMove, canMove }: MoveButtonsProps) {
  const oldPosition = itemId ? findPosition(items, itemId) : null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {BUTTONS.map(([direction, label]) => {
        const newPosition = itemId && getStepPosition(items, itemId, direction);
        const move =
          itemId && oldPosition && newPosition
            ? { itemId, oldPosition, newPosition }
            : null;
        const allowed = move !== null && (canMove?.(move) ?? true);
        return (
          <Button
            key={direction}
            size="small"
            variant="outlined"
            // Unlike `disabled`, `aria-disabled` lets the button keep the focus.
            aria-disabled={!allowed}
            sx={{ '&[aria-disabled="true"]': { opacity: 0.5 } }}
            onClick={() => move && allowed && onMove(move)}
          >
            {label}
          </Button>
        );
      })}
    </Stack>
  );
}
