import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeA11yDisabledItems() {
  const [focusable, setFocusable] = React.useState(false);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      {/* In 8.2.0 SimpleTreeView reads disabledItemsFocusable only when it mounts: the key remounts it. */}
      <SimpleTreeView
        key={String(focusable)}
        aria-label="Shared mailboxes"
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['support', 'billing']}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
        sx={{ minHeight: 220 }}
      >
        <TreeItem itemId="support" label="Support">
          <TreeItem itemId="open-tickets" label="Open tickets" />
          <TreeItem itemId="escalations" label="Escalations (no access)" disabled />
        </TreeItem>
        {/* A disabled parent disables its children too. */}
        <TreeItem itemId="billing" label="Billing (no access)" disabled>
          <TreeItem itemId="refunds" label="Refunds" />
        </TreeItem>
        <TreeItem itemId="sales" label="Sales" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Last focused item: {focused ?? 'none'}
      </Typography>
    </Box>
  );
}
