import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichSelectionCheckboxes() {
  const [packingList, setPackingList] = React.useState<string[]>(['bag-down', 'mat-foam']);

  return (
    <Box sx={{ minWidth: 240 }}>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView
          multiSelect
          checkboxSelection
          items={catalogItems}
          defaultExpandedItems={['camping', 'sleep', 'kitchen']}
          selectedItems={packingList}
          onSelectedItemsChange={(_event, itemIds) => setPackingList(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Packing list: {packingList.join(', ') || 'empty'}
      </Typography>
    </Box>
  );
}
