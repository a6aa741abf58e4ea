import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleFocusEvents() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const [calls, setCalls] = React.useState<string[]>([]);

  const handleItemFocus = (event: React.SyntheticEvent | null, itemId: string) => {
    setFocused(itemId);
    setCalls((prev) =>
      [`${itemId} (${event?.type ?? 'no event'})`, ...prev].slice(0, 6),
    );
  };

  // Sees every blur inside the tree: only count the ones that leave it.
  const handleBlur = (event: React.FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setFocused(null);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minWidth: 200, minHeight: 230 }}>
        <SimpleTreeView
          aria-label="Mail folders"
          defaultExpandedItems={['inbox']}
          onItemFocus={handleItemFocus}
          // In 8.2.0 an `onBlur` prop on the tree is ignored: pass it to the root slot.
          slotProps={{ root: { onBlur: handleBlur } }}
        >
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="clients" label="Clients" />
            <TreeItem itemId="newsletters" label="Newsletters" />
          </TreeItem>
          <TreeItem itemId="drafts" label="Drafts" />
          <TreeItem itemId="outbox" label="Outbox" />
          <TreeItem itemId="trash" label="Trash" />
        </SimpleTreeView>
      </Box>
      <Box>
        <Typography variant="body2">
          Focused now: {focused ?? 'outside the tree'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          onItemFocus calls, newest first:
        </Typography>
        <Box
          component="ol"
          sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}
        >
          {calls.map((call, index) => (
            <li key={index}>{call}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
