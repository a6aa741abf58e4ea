import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Bay = { id: string; label: string; closed?: boolean };

const docks: TreeViewBaseItem<Bay>[] = [
  {
    id: 'north',
    label: 'North docks',
    children: [
      { id: 'dock-1', label: 'Dock 1' },
      { id: 'dock-2', label: 'Dock 2 (closed for repairs)', closed: true },
      { id: 'dock-3', label: 'Dock 3' },
    ],
  },
  { id: 'south', label: 'South docks (closed)', closed: true },
  { id: 'yard', label: 'Trailer yard' },
];

export default function RichFocusDisabled() {
  const [focusable, setFocusable] = React.useState(false);
  const [focused, setFocused] = React.useState('none yet');

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
      />
      <RichTreeView
        items={docks}
        defaultExpandedItems={['north']}
        isItemDisabled={(item) => Boolean(item.closed)}
        disabledItemsFocusable={focusable}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
        sx={{ minHeight: 190 }}
      />
      <Typography variant="body2">Focused item: {focused}</Typography>
    </Stack>
  );
}
