import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeA11yTabStop() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360, alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small">
        Compose
      </Button>
      {/* "Travel" starts selected, so Tab lands on it instead of on "Inbox". */}
      <SimpleTreeView
        aria-label="Mail folders"
        defaultExpandedItems={['inbox']}
        defaultSelectedItems="travel"
        onItemFocus={(_event, itemId) => setFocused(itemId)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) {
            setFocused(null);
          }
        }}
        sx={{ alignSelf: 'stretch' }}
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="receipts" label="Receipts" />
          <TreeItem itemId="travel" label="Travel" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
        <TreeItem itemId="drafts" label="Drafts" />
      </SimpleTreeView>
      <Button variant="outlined" size="small">
        Settings
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Focused item: {focused ?? 'focus is outside the tree'}
      </Typography>
    </Stack>
  );
}
