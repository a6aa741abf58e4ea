import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const pantry: TreeViewBaseItem[] = [
  {
    id: 'spices',
    label: 'Spice rack',
    children: [
      { id: 'jar-1', label: 'Jar 1: cumin' },
      { id: 'jar-2', label: 'Jar 2: smoked paprika' },
      { id: 'jar-3', label: 'Jar 3: empty' },
    ],
  },
  { id: 'tins', label: 'Tin shelf' },
];

export default function RichEditingApi() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('jar-3');
  const [newLabel, setNewLabel] = React.useState('Jar 3: cardamom');
  const [calls, setCalls] = React.useState(0);

  const handleRename = () => {
    // updateItemLabel throws on an empty label, so check it first.
    if (selected && newLabel.trim()) {
      apiRef.current?.updateItemLabel(selected, newLabel.trim());
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label="New label"
          value={newLabel}
          onChange={(event) => setNewLabel(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" onClick={handleRename} disabled={!selected}>
          Rename
        </Button>
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        items={pantry}
        defaultExpandedItems={['spices']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        onItemLabelChange={() => setCalls((count) => count + 1)}
        sx={{ minHeight: 180 }}
      />
      <Typography variant="body2">
        Selected: {selected ?? 'nothing'}. onItemLabelChange calls: {calls}
      </Typography>
    </Stack>
  );
}
