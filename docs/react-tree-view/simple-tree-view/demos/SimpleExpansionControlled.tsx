import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Every item that has children. The tree only knows the items on screen,
// so "expand all" needs this list from your own code.
const allParents = ['ground-floor', 'egyptian', 'first-floor', 'sculpture'];

export default function SimpleExpansionControlled() {
  const [expanded, setExpanded] = React.useState<string[]>(['first-floor']);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(allParents)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ minHeight: 330 }}>
        <SimpleTreeView
          aria-label="Museum floor plan"
          expandedItems={expanded}
          onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        >
          <TreeItem itemId="ground-floor" label="Ground floor">
            <TreeItem itemId="entrance" label="Entrance hall" />
            <TreeItem itemId="egyptian" label="Egyptian gallery">
              <TreeItem itemId="papyri" label="Papyri" />
              <TreeItem itemId="tomb-objects" label="Tomb objects" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="first-floor" label="First floor">
            <TreeItem itemId="impressionists" label="Impressionists" />
            <TreeItem itemId="sculpture" label="Sculpture hall">
              <TreeItem itemId="bronzes" label="Bronzes" />
              <TreeItem itemId="busts" label="Marble busts" />
            </TreeItem>
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        expandedItems: [{expanded.join(', ')}]
      </Typography>
    </Box>
  );
}
