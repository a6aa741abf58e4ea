import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Walks the result of getItemTree() and collects every id in it.
function collectIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) => [item.id, ...collectIds(item.children ?? [])]);
}

export default function SimpleItemsMountedOnly() {
  const apiRef = useTreeViewApiRef();
  const [known, setKnown] = React.useState<string[] | null>(null);

  const readTree = () => {
    setKnown(collectIds(apiRef.current?.getItemTree() ?? []));
  };

  return (
    <Box sx={{ minWidth: 250 }}>
      <Box sx={{ minHeight: 230 }}>
        <SimpleTreeView aria-label="Drinks chapter" apiRef={apiRef}>
          <TreeItem itemId="coffee" label="Coffee">
            <TreeItem itemId="cold-brew" label="Cold brew" />
            <TreeItem itemId="affogato" label="Affogato" />
          </TreeItem>
          <TreeItem itemId="tea" label="Tea">
            <TreeItem itemId="chai" label="Masala chai" />
            <TreeItem itemId="iced-tea" label="Iced peach tea" />
          </TreeItem>
          <TreeItem itemId="smoothies" label="Smoothies">
            <TreeItem itemId="green" label="Green smoothie" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Button variant="outlined" onClick={readTree}>
        Read getItemTree()
      </Button>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {known === null
          ? 'Expand a chapter or two, then read the tree.'
          : `${known.length} of 10 items are known: ${known.join(', ')}`}
      </Typography>
    </Box>
  );
}
