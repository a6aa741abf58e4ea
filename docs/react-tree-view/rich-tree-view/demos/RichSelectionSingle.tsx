import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichSelectionSingle() {
  // The tree owns the selection; this state only mirrors what the callback reports.
  const [reported, setReported] = React.useState<string | null>('tent-lodge');

  return (
    <Box sx={{ minWidth: 240 }}>
      <Box sx={{ height: 300, overflowY: 'auto' }}>
        <RichTreeView
          items={catalogItems}
          defaultExpandedItems={['camping', 'tents']}
          defaultSelectedItems="tent-lodge"
          onSelectedItemsChange={(_event, itemId) => setReported(itemId)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {reported ?? 'nothing'}
      </Typography>
    </Box>
  );
}
