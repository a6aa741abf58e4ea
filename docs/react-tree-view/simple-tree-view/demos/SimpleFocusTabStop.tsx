import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleFocusTabStop() {
  const [selected, setSelected] = React.useState<string | null>('sent');
  const [lastFocused, setLastFocused] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Button variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }}>
        Compose
      </Button>
      <Box sx={{ minHeight: 250 }}>
        <SimpleTreeView
          aria-label="Mail folders"
          defaultExpandedItems={['inbox']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
          onItemFocus={(_event, itemId) => setLastFocused(itemId)}
        >
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="clients" label="Clients" />
            <TreeItem itemId="suppliers" label="Suppliers" />
          </TreeItem>
          <TreeItem itemId="drafts" label="Drafts" />
          <TreeItem itemId="sent" label="Sent" />
          <TreeItem itemId="archive" label="Archive">
            <TreeItem itemId="archive-2024" label="2024" />
          </TreeItem>
          <TreeItem itemId="trash" label="Trash" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selected ?? 'none'} · Last focused: {lastFocused ?? 'none yet'}
      </Typography>
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setSelected(null)}
        disabled={selected === null}
      >
        Clear selection
      </Button>
    </Stack>
  );
}
