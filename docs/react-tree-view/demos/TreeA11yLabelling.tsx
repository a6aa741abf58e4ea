import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeA11yLabelling() {
  // useId gives the same id on the server and in the browser.
  const headingId = React.useId();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Box sx={{ minWidth: 200 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          Mailboxes
        </Typography>
        {/* The visible heading names the tree. */}
        <SimpleTreeView aria-labelledby={headingId}>
          <TreeItem itemId="work" label="Work">
            <TreeItem itemId="work-inbox" label="Inbox" />
            <TreeItem itemId="work-sent" label="Sent" />
          </TreeItem>
          <TreeItem itemId="personal" label="Personal" />
        </SimpleTreeView>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Named by the heading, with aria-labelledby
        </Typography>
      </Box>
      <Box sx={{ minWidth: 200 }}>
        {/* No visible heading: aria-label names the tree. */}
        <SimpleTreeView aria-label="Saved searches">
          <TreeItem itemId="unread" label="Unread from clients" />
          <TreeItem itemId="invoices" label="Invoices this month" />
          <TreeItem itemId="flagged" label="Flagged" />
        </SimpleTreeView>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Named &quot;Saved searches&quot; with aria-label
        </Typography>
      </Box>
    </Stack>
  );
}
