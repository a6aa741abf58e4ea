import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
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

export default function RichFocusApi() {
  const apiRef = useTreeViewApiRef();
  const [focused, setFocused] = React.useState<string>('none yet');

  const focusCans = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'aisle-cans');
  };

  const expandThenFocusCans = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({
      event,
      itemId: 'zone-dry',
      shouldBeExpanded: true,
    });
    // The children of Dry goods are rendered on the next frame: focus them then.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, 'aisle-cans'));
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'zone-returns')}
        >
          Focus Returns bay
        </Button>
        <Button variant="outlined" onClick={focusCans}>
          Focus Canned food
        </Button>
        <Button variant="contained" onClick={expandThenFocusCans}>
          Expand Dry goods, then focus
        </Button>
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        items={warehouse}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
        sx={{ minHeight: 200 }}
      />
      <Typography variant="body2">Last item focused: {focused}</Typography>
    </Stack>
  );
}
