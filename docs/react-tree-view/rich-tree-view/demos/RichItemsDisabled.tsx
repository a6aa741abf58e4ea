import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems, CatalogItem } from '@site/src/demo-data/treeViewCatalog';

// A stable function: a new one on every render would make the tree rebuild its item lookups.
const isDiscontinued = (item: CatalogItem) => Boolean(item.discontinued);

export default function RichItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minWidth: 240 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <Typography variant="body2" color="text.secondary">
        Use the arrow keys to move through the tree. Discontinued products are greyed out.
      </Typography>
      <Box sx={{ height: 320, overflowY: 'auto', mt: 1 }}>
        <RichTreeView
          items={catalogItems}
          isItemDisabled={isDiscontinued}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['camping', 'tents', 'paddling', 'kayaks']}
        />
      </Box>
    </Box>
  );
}
