import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichExpansionExpandAll() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const handleExpandAll = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Walk the tree from the root ids (null); only items with children can be expanded.
    const collectParentIds = (parentId: string | null): string[] =>
      api.getItemOrderedChildrenIds(parentId).flatMap((itemId) => {
        const childIds = api.getItemOrderedChildrenIds(itemId);
        return childIds.length > 0 ? [itemId, ...collectParentIds(itemId)] : [];
      });
    setExpanded(collectParentIds(null));
  };

  return (
    <Box sx={{ minWidth: 240 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={expanded.length === 0 ? handleExpandAll : () => setExpanded([])}
        sx={{ mb: 1 }}
      >
        {expanded.length === 0 ? 'Expand all' : 'Collapse all'}
      </Button>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView
          items={catalogItems}
          apiRef={apiRef}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {expanded.length} items expanded
      </Typography>
    </Box>
  );
}
