import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsIndentation() {
  const [indent, setIndent] = React.useState(12);

  return (
    <Box sx={{ minWidth: 250, maxWidth: 360 }}>
      <Typography id="indent-slider-label" variant="body2">
        itemChildrenIndentation: {indent}px
      </Typography>
      <Slider
        aria-labelledby="indent-slider-label"
        value={indent}
        min={0}
        max={48}
        step={4}
        onChange={(event, value) => setIndent(value as number)}
      />
      <SimpleTreeView
        aria-label="Pantry"
        itemChildrenIndentation={indent}
        defaultExpandedItems={['pantry', 'spices', 'whole-spices']}
      >
        <TreeItem itemId="pantry" label="Pantry">
          <TreeItem itemId="spices" label="Spices">
            <TreeItem itemId="whole-spices" label="Whole">
              <TreeItem itemId="cumin" label="Cumin seeds" />
              <TreeItem itemId="cloves" label="Cloves" />
            </TreeItem>
            <TreeItem itemId="paprika" label="Smoked paprika" />
          </TreeItem>
          <TreeItem itemId="flour" label="Flour" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
