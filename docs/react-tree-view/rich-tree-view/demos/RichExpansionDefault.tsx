import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichExpansionDefault() {
  return (
    <Box sx={{ height: 320, overflowY: 'auto', minWidth: 240 }}>
      {/* Read once on mount: Camping and its Sleep systems category start open. */}
      <RichTreeView items={catalogItems} defaultExpandedItems={['camping', 'sleep']} />
    </Box>
  );
}
