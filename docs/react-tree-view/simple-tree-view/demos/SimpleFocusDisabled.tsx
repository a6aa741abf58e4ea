import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleFocusDisabled() {
  const [focusable, setFocusable] = React.useState(false);
  const [lastFocused, setLastFocused] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => {
              setFocusable(event.target.checked);
              setLastFocused(null);
            }}
          />
        }
        label="disabledItemsFocusable"
      />
      <Box sx={{ minHeight: 250 }}>
        {/* The Simple Tree View reads this prop when it mounts: the key remounts it on change. */}
        <SimpleTreeView
          key={String(focusable)}
          aria-label="Mail folders"
          defaultExpandedItems={['shared']}
          disabledItemsFocusable={focusable}
          onItemFocus={(_event, itemId) => setLastFocused(itemId)}
        >
          <TreeItem itemId="priority" label="Priority (admins only)" disabled />
          <TreeItem itemId="inbox" label="Inbox" />
          <TreeItem itemId="shared" label="Shared mailboxes">
            <TreeItem itemId="support" label="Support" />
            <TreeItem itemId="billing" label="Billing (no access)" disabled />
            <TreeItem itemId="sales" label="Sales" />
          </TreeItem>
          <TreeItem itemId="spam" label="Spam (locked)" disabled />
          <TreeItem itemId="trash" label="Trash" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last focused: {lastFocused ?? 'none yet'}
      </Typography>
    </Stack>
  );
}
