import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichExpansionAccordion() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const handleChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    const api = apiRef.current;
    const opened = itemIds.filter((id) => !expanded.includes(id));
    if (opened.length > 1) {
      // The * key opens all the siblings of the focused item at once: refuse it.
      return;
    }
    const newId = opened[0];
    if (!api || newId === undefined) {
      // A collapse: accept it as it is.
      setExpanded(itemIds);
      return;
    }
    // Keep the newly opened item and close its siblings. Their own open descendants stay in
    // the list, hidden until their ancestor is opened again.
    const siblings = api.getItemOrderedChildrenIds(api.getParentId(newId));
    setExpanded(itemIds.filter((id) => id === newId || !siblings.includes(id)));
  };

  return (
    <Box sx={{ minWidth: 240 }}>
      <Box sx={{ height: 300, overflowY: 'auto' }}>
        <RichTreeView
          items={catalogItems}
          apiRef={apiRef}
          expandedItems={expanded}
          onExpandedItemsChange={handleChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Expanded: {expanded.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
