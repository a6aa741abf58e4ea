import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionCheckbox() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography variant="subtitle2">Lessons to download for offline use</Typography>
      <Box sx={{ minHeight: 300 }}>
        <SimpleTreeView
          aria-label="Lessons to download"
          multiSelect
          checkboxSelection
          defaultExpandedItems={['basics', 'colour']}
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
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        To download: {selected.join(', ') || 'nothing yet'}
      </Typography>
    </Box>
  );
}
