import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const messages: TreeViewBaseItem[] = [
  {
    id: 'today',
    label: 'Today',
    children: [
      { id: 'm1', label: 'Lunch on Friday?' },
      { id: 'm2', label: 'Invoice #2291' },
      { id: 'm3', label: 'Your parcel is on its way' },
    ],
  },
  {
    id: 'yesterday',
    label: 'Yesterday',
    children: [
      { id: 'm4', label: 'Team offsite agenda' },
      { id: 'm5', label: 'Password changed' },
    ],
  },
  { id: 'older', label: 'Older', children: [{ id: 'm6', label: 'Welcome aboard' }] },
];

export default function TreeA11yMultiSelect() {
  const [checkboxes, setCheckboxes] = React.useState(false);
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <FormControlLabel
        control={<Switch checked={checkboxes} onChange={(event) => setCheckboxes(event.target.checked)} />}
        label="checkboxSelection"
      />
      <RichTreeView
        aria-label="Messages by day"
        items={messages}
        multiSelect
        checkboxSelection={checkboxes}
        defaultExpandedItems={['today', 'yesterday']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        sx={{ minHeight: 280 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Selected ({selected.length}): {selected.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
