import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// A nested item is only visible when all its ancestors are expanded too.
const openOnLoad = ['ground-floor', 'egyptian'];

export default function SimpleExpansionDefault() {
  const [expanded, setExpanded] = React.useState<string[]>(openOnLoad);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Box sx={{ minHeight: 290 }}>
        <SimpleTreeView
          aria-label="Museum floor plan"
          defaultExpandedItems={openOnLoad}
          onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        >
          <TreeItem itemId="ground-floor" label="Ground floor">
            <TreeItem itemId="entrance" label="Entrance hall" />
            <TreeItem itemId="egyptian" label="Egyptian gallery">
              <TreeItem itemId="papyri" label="Papyri" />
              <TreeItem itemId="tomb-objects" label="Tomb objects" />
            </TreeItem>
            <TreeItem itemId="cafe" label="Café" />
          </TreeItem>
          <TreeItem itemId="first-floor" label="First floor">
            <TreeItem itemId="impressionists" label="Impressionists" />
            <TreeItem itemId="sculpture" label="Sculpture hall">
              <TreeItem itemId="bronzes" label="Bronzes" />
            </TreeItem>
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Expanded: {expanded.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
