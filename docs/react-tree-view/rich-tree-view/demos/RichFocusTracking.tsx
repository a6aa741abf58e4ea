import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const warehouse: TreeViewBaseItem[] = [
  {
    id: 'zone-cold',
    label: 'Cold storage',
    children: [
      { id: 'aisle-dairy', label: 'Dairy' },
      { id: 'aisle-frozen', label: 'Frozen vegetables' },
    ],
  },
  {
    id: 'zone-dry',
    label: 'Dry goods',
    children: [
      { id: 'aisle-flour', label: 'Flour and grains' },
      { id: 'aisle-cans', label: 'Canned food' },
    ],
  },
  { id: 'zone-returns', label: 'Returns bay' },
];

export default function RichFocusTracking() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleItemFocus = (event: React.SyntheticEvent | null, itemId: string) => {
    const cause = event ? event.type : 'no event';
    setLog((previous) => [`${itemId} (${cause})`, ...previous].slice(0, 6));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <RichTreeView
        items={warehouse}
        defaultExpandedItems={['zone-dry']}
        onItemFocus={handleItemFocus}
        sx={{ minWidth: 220, minHeight: 200 }}
      />
      <Typography variant="body2" component="div">
        onItemFocus calls, newest first:
        <ol style={{ margin: 0 }}>
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </Typography>
    </Stack>
  );
}
