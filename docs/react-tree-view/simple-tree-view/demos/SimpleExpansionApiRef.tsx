import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleExpansionApiRef() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const revealBronzes = (event: React.MouseEvent) => {
    // Open the whole path: each ancestor must be expanded for the item to show.
    apiRef.current?.setItemExpansion({ event, itemId: 'first-floor', shouldBeExpanded: true });
    apiRef.current?.setItemExpansion({ event, itemId: 'sculpture', shouldBeExpanded: true });
  };

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setItemExpansion({ itemId: 'ground-floor' })}
        >
          Toggle Ground floor
        </Button>
        <Button size="small" variant="outlined" onClick={revealBronzes}>
          Reveal the bronzes
        </Button>
      </Stack>
      <Box sx={{ minHeight: 260 }}>
        <SimpleTreeView
          aria-label="Museum floor plan"
          apiRef={apiRef}
          onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        >
          <TreeItem itemId="ground-floor" label="Ground floor">
            <TreeItem itemId="entrance" label="Entrance hall" />
            <TreeItem itemId="cafe" label="Café" />
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
        Expanded: {expanded.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
