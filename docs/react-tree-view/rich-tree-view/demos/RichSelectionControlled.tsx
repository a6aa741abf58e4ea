import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems, CatalogItem } from '@site/src/demo-data/treeViewCatalog';

// Collects ids from the data itself, so items inside collapsed branches are included too.
function collectIds(items: CatalogItem[]): string[] {
  return items.flatMap((item) => [item.id, ...collectIds(item.children ?? [])]);
}

const allIds = collectIds(catalogItems);

export default function RichSelectionControlled() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 240 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(allIds)}>
          Select all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 300, overflowY: 'auto' }}>
        <RichTreeView
          multiSelect
          checkboxSelection
          items={catalogItems}
          defaultExpandedItems={['camping']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selected.length} of {allIds.length} items selected
      </Typography>
    </Box>
  );
}
