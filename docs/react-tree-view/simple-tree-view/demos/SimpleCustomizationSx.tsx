import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomizationSx() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Planting calendar"
        defaultExpandedItems={['spring', 'summer']}
        defaultSelectedItems="sow-peas"
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 999,
            py: 0.75,
            // State attributes set by the item on its content element.
            '&[data-selected]': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark' },
            },
            '&[data-focused]': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
            '&[data-disabled]': { textDecoration: 'line-through' },
          },
          [`& .${treeItemClasses.label}`]: { fontSize: '0.9rem' },
          [`& .${treeItemClasses.iconContainer}`]: { color: 'text.secondary' },
          // Top-level items only: their content is a direct child of the root item.
          [`& > .${treeItemClasses.root} > .${treeItemClasses.content} .${treeItemClasses.label}`]:
            {
              fontWeight: 600,
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
            },
        }}
      >
        <TreeItem itemId="spring" label="Spring">
          <TreeItem itemId="sow-peas" label="Sow peas" />
          <TreeItem itemId="chit-potatoes" label="Chit potatoes" />
          <TreeItem itemId="prune-roses" label="Prune roses" disabled />
        </TreeItem>
        <TreeItem itemId="summer" label="Summer">
          <TreeItem itemId="water" label="Water at dusk" />
          <TreeItem itemId="pinch-tomatoes" label="Pinch out tomatoes" />
        </TreeItem>
        <TreeItem itemId="autumn" label="Autumn">
          <TreeItem itemId="plant-garlic" label="Plant garlic" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
