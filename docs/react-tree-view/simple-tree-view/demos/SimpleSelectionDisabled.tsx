import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionDisabled() {
  const [disableSelection, setDisableSelection] = React.useState(true);
  const [opened, setOpened] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableSelection}
            onChange={(event) => setDisableSelection(event.target.checked)}
          />
        }
        label="disableSelection"
      />
      <Box sx={{ minHeight: 230 }}>
        <SimpleTreeView
          aria-label="Course outline"
          disableSelection={disableSelection}
          defaultExpandedItems={['basics']}
          // Clicks still reach your code, selection or not.
          onItemClick={(event, itemId) => setOpened(itemId)}
        >
          <TreeItem itemId="basics" label="Getting started">
            <TreeItem itemId="materials" label="Brushes and paper" />
            <TreeItem itemId="first-sketch" label="Your first sketch" />
          </TreeItem>
          <TreeItem itemId="colour" label="Colour">
            <TreeItem itemId="colour-wheel" label="The colour wheel" />
            <TreeItem itemId="glazing" label="Glazing" />
          </TreeItem>
          <TreeItem itemId="portraits" label="Portraits" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last clicked: {opened ?? 'nothing yet'}
      </Typography>
    </Box>
  );
}
