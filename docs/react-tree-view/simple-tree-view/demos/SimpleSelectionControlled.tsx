import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const colourLessons = ['colour-wheel', 'mixing-greys', 'glazing'];

export default function SimpleSelectionControlled() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const [toggles, setToggles] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => setSelected(colourLessons)}>
          Select the colour lessons
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ minHeight: 230 }}>
        <SimpleTreeView
          aria-label="Painting course"
          multiSelect
          defaultExpandedItems={['colour']}
          selectedItems={selected}
          onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
          onItemSelectionToggle={(event, itemId, isSelected) =>
            setToggles((prev) => [`${itemId} ${isSelected ? 'on' : 'off'}`, ...prev].slice(0, 4))
          }
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
        selectedItems: [{selected.join(', ')}]
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last onItemSelectionToggle calls: {toggles.join(' · ') || 'none yet'}
      </Typography>
    </Box>
  );
}
