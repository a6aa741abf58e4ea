import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// The folders that contain "Receipts", outermost first.
const RECEIPTS_PATH = ['archive', 'archive-2024'];

export default function SimpleFocusApi() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [status, setStatus] = React.useState(
    'Use a button to move focus into the tree.',
  );

  const focusNow = (event: React.MouseEvent, itemId: string) => {
    apiRef.current?.focusItem(event, itemId);
    if (apiRef.current?.getItemDOMElement(itemId) == null) {
      setStatus(
        `focusItem('${itemId}') did nothing: a folder above it is collapsed.`,
      );
    }
  };

  const revealAndFocus = (event: React.MouseEvent) => {
    setExpandedItems((prev) => [
      ...prev,
      ...RECEIPTS_PATH.filter((id) => !prev.includes(id)),
    ]);
    // "Receipts" joins the tree only once the expanded folders have rendered,
    // which happens after this handler returns: focus it on the next task.
    setTimeout(() => apiRef.current?.focusItem(event, 'receipts'));
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => focusNow(event, 'drafts')}
        >
          Focus Drafts
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => focusNow(event, 'receipts')}
        >
          Focus Receipts
        </Button>
        <Button size="small" variant="contained" onClick={revealAndFocus}>
          Reveal and focus Receipts
        </Button>
      </Stack>
      <Box sx={{ minHeight: 240 }}>
        <SimpleTreeView
          aria-label="Mail folders"
          apiRef={apiRef}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
          onItemFocus={(_event, itemId) => setStatus(`Focused: ${itemId}`)}
        >
          <TreeItem itemId="inbox" label="Inbox" />
          <TreeItem itemId="drafts" label="Drafts" />
          <TreeItem itemId="archive" label="Archive">
            <TreeItem itemId="archive-2023" label="2023" />
            <TreeItem itemId="archive-2024" label="2024">
              <TreeItem itemId="receipts" label="Receipts" />
              <TreeItem itemId="travel" label="Travel" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="trash" label="Trash" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {status}
      </Typography>
    </Stack>
  );
}
