import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionMulti() {
  const [selected, setSelected] = React.useState<string[]>(['glazing', 'light']);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Box sx={{ minHeight: 300 }}>
        <SimpleTreeView
          aria-label="Painting course"
          multiSelect
          defaultExpandedItems={['colour', 'portraits']}
          defaultSelectedItems={['glazing', 'light']}
          onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
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
          <TreeItem itemId="portraits" label="Portraits">
            <TreeItem itemId="proportions" label="Proportions of the face" />
            <TreeItem itemId="light" label="Light and shadow" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected ({selected.length}): {selected.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
