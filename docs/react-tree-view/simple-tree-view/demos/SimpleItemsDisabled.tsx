import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <Box sx={{ minHeight: 240 }}>
        <SimpleTreeView
          // The Simple Tree View reads disabledItemsFocusable once, when it mounts:
          // the key remounts it each time the switch changes.
          key={String(focusable)}
          aria-label="Seasonal menu"
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['spring', 'winter']}
          onItemFocus={(event, itemId) => setFocused(itemId)}
        >
          <TreeItem itemId="spring" label="Spring">
            <TreeItem itemId="asparagus" label="Asparagus tart" />
            <TreeItem itemId="rhubarb" label="Rhubarb crumble" disabled />
            <TreeItem itemId="pea-soup" label="Pea and mint soup" />
          </TreeItem>
          {/* Disabling a parent disables every item below it too. */}
          <TreeItem itemId="winter" label="Winter" disabled>
            <TreeItem itemId="stew" label="Beef stew" />
            <TreeItem itemId="parsnips" label="Roast parsnips" />
          </TreeItem>
          <TreeItem itemId="summer" label="Summer">
            <TreeItem itemId="salad" label="Tomato salad" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Focused item: {focused ?? 'none'}
      </Typography>
    </Box>
  );
}
