// Tree helpers for the Rich Tree View ordering demos. Every function is pure: it returns new arrays
// and leaves the items it receives untouched, so the results can go straight into React state.

/** Any item with an id and, optionally, nested children of the same shape. */
export interface TreeNode {
  id: string;
  children?: TreeNode[];
}

/**
 * Where an item sits: the id of its parent (`null` for the top level) and its 0-based index among
 * the parent's children. Same shape as the positions `RichTreeViewPro` passes to its callbacks.
 */
export interface TreePosition {
  parentId: string | null;
  index: number;
}

/** Returns the children of `parentId`, or the top-level items when it is `null`. */
export function getSiblings<T extends TreeNode>(
  items: T[],
  parentId: string | null,
): T[] {
  if (parentId === null) {
    return items;
  }
  for (const item of items) {
    if (item.id === parentId) {
      return (item.children ?? []) as T[];
    }
    const found = getSiblings((item.children ?? []) as T[], parentId);
    if (found.length > 0) {
      return found;
    }
  }
  return [];
}

/** Returns the item with the given id, searching every level, or `null`. */
export function findItem<T extends TreeNode>(items: T[], itemId: string): T | null {
  for (const item of items) {
    if (item.id === itemId) {
      return item;
    }
    const nested = findItem((item.children ?? []) as T[], itemId);
    if (nested) {
      return nested;
    }
  }
  return null;
}

/** Returns the position of an item, or `null` when the id is not in the tree. */
export function findPosition(
  items: TreeNode[],
  itemId: string,
  parentId: string | null = null,
): TreePosition | null {
  for (const [index, item] of items.entries()) {
    if (item.id === itemId) {
      return { parentId, index };
    }
    const nested = findPosition(item.children ?? [], itemId, item.id);
    if (nested) {
      return nested;
    }
  }
  return null;
}

function removeFromTree<T extends TreeNode>(
  items: T[],
  itemId: string,
): [T[], T | null] {
  let removed: T | null = null;
  const rest: T[] = [];
  for (const item of items) {
    if (item.id === itemId) {
      removed = item;
    } else if (item.children && removed === null) {
      const [children, found] = removeFromTree(item.children as T[], itemId);
      removed = found;
      rest.push(found ? { ...item, children } : item);
    } else {
      rest.push(item);
    }
  }
  return [rest, removed];
}

function insertIntoTree<T extends TreeNode>(
  items: T[],
  item: T,
  position: TreePosition,
): T[] {
  if (position.parentId === null) {
    const next = [...items];
    next.splice(position.index, 0, item);
    return next;
  }
  return items.map((current) => {
    if (current.id === position.parentId) {
      const children = [...((current.children ?? []) as T[])];
      children.splice(position.index, 0, item);
      return { ...current, children };
    }
    if (!current.children) {
      return current;
    }
    return {
      ...current,
      children: insertIntoTree(current.children as T[], item, position),
    };
  });
}

/**
 * Moves an item, with its children, to a new position. Like the Tree View, it reads `index` as the
 * place among the new siblings once the item has left its old place.
 */
export function moveTreeItem<T extends TreeNode>(
  items: T[],
  itemId: string,
  newPosition: TreePosition,
): T[] {
  const [rest, moved] = removeFromTree(items, itemId);
  return moved ? insertIntoTree(rest, moved, newPosition) : items;
}

export type MoveDirection = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The position one keyboard step away: swap with the previous or next sibling, become the last
 * child of the previous sibling (indent), or move out to just after the parent (outdent).
 * Returns `null` when there is no such position.
 */
export function getStepPosition(
  items: TreeNode[],
  itemId: string,
  direction: MoveDirection,
): TreePosition | null {
  const current = findPosition(items, itemId);
  if (!current) {
    return null;
  }
  const siblings = getSiblings(items, current.parentId);
  const { parentId, index } = current;
  if (direction === 'up') {
    return index > 0 ? { parentId, index: index - 1 } : null;
  }
  if (direction === 'down') {
    return index < siblings.length - 1 ? { parentId, index: index + 1 } : null;
  }
  if (direction === 'indent') {
    const previous = siblings[index - 1];
    return previous
      ? { parentId: previous.id, index: previous.children?.length ?? 0 }
      : null;
  }
  if (parentId === null) {
    return null;
  }
  const parent = findPosition(items, parentId);
  return parent ? { parentId: parent.parentId, index: parent.index + 1 } : null;
}
