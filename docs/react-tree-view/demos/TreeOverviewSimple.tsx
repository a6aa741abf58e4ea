import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeOverviewSimple() {
  const [picked, setPicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Cookbook chapters"
        defaultExpandedItems={['soups']}
        selectedItems={picked}
        onSelectedItemsChange={(_event, itemId) => setPicked(itemId)}
        sx={{ minHeight: 220 }}
      >
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem itemId="shakshuka" label="Shakshuka" />
          <TreeItem itemId="oat-pancakes" label="Oat pancakes" />
        </TreeItem>
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="miso" label="Miso soup" />
          <TreeItem itemId="gazpacho" label="Gazpacho" />
          <TreeItem itemId="lentil" label="Red lentil soup" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tarte-tatin" label="Tarte tatin" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Selected item: {picked ?? 'none'}
      </Typography>
    </Box>
  );
}
