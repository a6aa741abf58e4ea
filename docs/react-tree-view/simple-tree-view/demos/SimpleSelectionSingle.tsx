import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionSingle() {
  // Only mirrors the tree's selection for display: the tree itself is uncontrolled.
  const [selected, setSelected] = React.useState<string | null>('mixing-greys');

  return (
    <Box sx={{ minWidth: 250 }}>
      <Box sx={{ minHeight: 230 }}>
        <SimpleTreeView
          aria-label="Painting course"
          defaultExpandedItems={['colour']}
          defaultSelectedItems="mixing-greys"
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        >
          <TreeItem itemId="basics" label="Getting started">
            <TreeItem itemId="materials" label="Brushes and paper" />
            <TreeItem itemId="first-sketch" label="Your first sketch" />
          </TreeItem>
          <TreeItem itemId="colour" label="Colour">
            <TreeItem itemId="colour-wheel" label="The colour wheel" />
            <TreeItem itemId="mixing-greys" label="Mixing greys" />
            <TreeItem itemId="glazing" label="Glazing" />
          </TreeItem>
          <TreeItem itemId="portraits" label="Portraits" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selected ?? 'nothing'}
      </Typography>
    </Box>
  );
}
