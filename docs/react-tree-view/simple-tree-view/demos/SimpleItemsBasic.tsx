import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsBasic() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 240 }}>
      <SimpleTreeView aria-label="Cookbook">
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem itemId="pancakes" label="Buttermilk pancakes" />
          <TreeItem itemId="shakshuka" label="Shakshuka" />
          <TreeItem itemId="granola" label="Baked granola" />
        </TreeItem>
        <TreeItem itemId="soups" label="Soups">
          {/* A TreeItem inside a TreeItem inside a TreeItem: three levels deep. */}
          <TreeItem itemId="cold-soups" label="Cold soups">
            <TreeItem itemId="gazpacho" label="Gazpacho" />
            <TreeItem itemId="vichyssoise" label="Vichyssoise" />
          </TreeItem>
          <TreeItem itemId="minestrone" label="Minestrone" />
        </TreeItem>
        {/* No children: a leaf, drawn without an arrow. */}
        <TreeItem itemId="desserts" label="Desserts" />
      </SimpleTreeView>
    </Box>
  );
}
