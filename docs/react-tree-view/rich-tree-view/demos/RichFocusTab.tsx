import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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

export default function RichFocusTab() {
  const [selected, setSelected] = React.useState<string | null>('aisle-cans');
  const [entered, setEntered] = React.useState('not yet');
  const lastFocused = React.useRef('');

  // Runs after onItemFocus; relatedTarget is the element that had focus before.
  const handleTreeFocus = (event: React.FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setEntered(lastFocused.current);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField size="small" label="Pick list number" />
      <RichTreeView
        items={warehouse}
        defaultExpandedItems={['zone-dry']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        onItemFocus={(_event, itemId) => {
          lastFocused.current = itemId;
        }}
        slotProps={{ root: { onFocus: handleTreeFocus } }}
        sx={{ minHeight: 200 }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setSelected(null)}>
          Clear selection
        </Button>
        <Button variant="outlined">Print</Button>
      </Stack>
      <Typography variant="body2">
        Selected: {selected ?? 'nothing'}. Focus entered the tree on: {entered}
      </Typography>
    </Stack>
  );
}
