import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichExpansionControlled() {
  const [expanded, setExpanded] = React.useState<string[]>(['paddling']);

  return (
    <Box sx={{ minWidth: 240 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(['camping', 'tents', 'kitchen'])}
        >
          Show tents and kitchen
        </Button>
      </Stack>
      <Box sx={{ height: 300, overflowY: 'auto' }}>
        <RichTreeView
          items={catalogItems}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Expanded: {expanded.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
