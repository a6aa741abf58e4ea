import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichExpansionIconTrigger() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const [expanded, setExpanded] = React.useState<string[]>(['camping']);

  return (
    <Box sx={{ minWidth: 240 }}>
      <Box sx={{ height: 300, overflowY: 'auto' }}>
        <RichTreeView
          items={catalogItems}
          expansionTrigger="iconContainer"
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selected ?? 'nothing'}
      </Typography>
      <Typography variant="body2">Expanded: {expanded.join(', ') || 'none'}</Typography>
    </Box>
  );
}
