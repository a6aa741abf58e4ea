import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichSelectionMultiple() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 240 }}>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView
          multiSelect
          items={catalogItems}
          defaultExpandedItems={['camping', 'sleep', 'kitchen', 'climbing']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selected.length} selected: {selected.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
