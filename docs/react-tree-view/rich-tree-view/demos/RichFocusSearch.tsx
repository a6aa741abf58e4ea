import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { company } from './richFocusSearchData';

// Depth-first, so the first match is the first one in reading order.
// Returns the ids from the root down to the match.
function findPath(
  items: TreeViewBaseItem[],
  query: string,
  path: string[] = [],
): string[] | null {
  for (const item of items) {
    if (item.label.toLowerCase().includes(query)) {
      return [...path, item.id];
    }
    const found = findPath(item.children ?? [], query, [...path, item.id]);
    if (found) {
      return found;
    }
  }
  return null;
}

// Children appear at once, so the match is in its final place when scrolled to.
const noAnimation = { item: { slotProps: { groupTransition: { timeout: 0 } } } };

export default function RichFocusSearch() {
  const apiRef = useTreeViewApiRef();
  const [query, setQuery] = React.useState('');
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const [match, setMatch] = React.useState<string | null>(null);

  const handleQueryChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    const text = event.target.value.trim().toLowerCase();
    const path = text ? findPath(company, text) : null;
    const found = path?.[path.length - 1] ?? null;
    setMatch(found);
    if (path && found) {
      setExpanded((previous) => [...new Set([...previous, ...path.slice(0, -1)])]);
      // Wait one frame for the expanded branches to render, then scroll.
      requestAnimationFrame(() => {
        apiRef.current
          ?.getItemDOMElement(found)
          ?.scrollIntoView({ block: 'nearest' });
      });
    }
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && match) {
      apiRef.current?.focusItem(event, match);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <TextField
        size="small"
        label="Find a person or team"
        value={query}
        onChange={handleQueryChange}
        onKeyDown={handleKeyDown}
        helperText={
          query.trim() && !match ? 'No match' : 'Enter moves focus to the match'
        }
      />
      <RichTreeView
        apiRef={apiRef}
        items={company}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        selectedItems={match}
        onSelectedItemsChange={(_event, itemId) => setMatch(itemId)}
        slotProps={noAnimation}
        sx={{ height: 220, overflowY: 'auto', border: 1, borderColor: 'divider' }}
      />
      <Typography variant="body2">Selected: {match ?? 'nothing'}</Typography>
    </Stack>
  );
}
