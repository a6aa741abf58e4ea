import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichSelectionDisabled() {
  const [browseOnly, setBrowseOnly] = React.useState(true);
  const [selected, setSelected] = React.useState<string | null>('harness');

  return (
    <Box sx={{ minWidth: 240 }}>
      <FormControlLabel
        control={
          <Switch checked={browseOnly} onChange={(event) => setBrowseOnly(event.target.checked)} />
        }
        label="disableSelection"
      />
      <Box sx={{ height: 280, overflowY: 'auto' }}>
        <RichTreeView
          items={catalogItems}
          disableSelection={browseOnly}
          defaultExpandedItems={['climbing']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selected ?? 'nothing'}
      </Typography>
    </Box>
  );
}
