import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The same cookbook, described as data instead of JSX.
const chapters: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'shakshuka', label: 'Shakshuka' },
      { id: 'oat-pancakes', label: 'Oat pancakes' },
    ],
  },
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'miso', label: 'Miso soup' },
      { id: 'gazpacho', label: 'Gazpacho' },
      { id: 'lentil', label: 'Red lentil soup' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tarte-tatin', label: 'Tarte tatin' }] },
];

export default function TreeOverviewRich() {
  const [expanded, setExpanded] = React.useState<string[]>(['soups']);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Cookbook chapters"
        items={chapters}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        sx={{ minHeight: 220 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Open chapters: {expanded.length > 0 ? expanded.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
