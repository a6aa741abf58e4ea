import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const cookbook: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'shakshuka', label: 'Shakshuka' },
    ],
  },
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'lentil', label: 'Red lentil soup' },
      { id: 'gazpacho', label: 'Gazpacho' },
    ],
  },
  { id: 'desserts', label: 'Desserts' },
];

export default function RichEditingBasic() {
  const [lastChange, setLastChange] = React.useState('none yet');

  return (
    <Stack spacing={2}>
      <RichTreeView
        items={cookbook}
        defaultExpandedItems={['breakfast']}
        isItemEditable
        onItemLabelChange={(itemId, newLabel) =>
          setLastChange(`${itemId} → "${newLabel}"`)
        }
        sx={{ minHeight: 200, maxWidth: 400 }}
      />
      <Typography variant="body2">
        Last onItemLabelChange call: {lastChange}
      </Typography>
    </Stack>
  );
}
