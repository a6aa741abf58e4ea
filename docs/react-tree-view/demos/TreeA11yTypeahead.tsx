import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const library: TreeViewBaseItem[] = [
  {
    id: 'jazz',
    label: 'Jazz',
    children: [
      { id: 'blue-hour', label: 'Blue Hour Quartet' },
      { id: 'bella-ray', label: 'Bella Ray' },
      { id: 'june-park', label: 'June Park Trio' },
    ],
  },
  {
    id: 'folk',
    label: 'Folk',
    children: [
      { id: 'birch-lane', label: 'Birch Lane' },
      { id: 'fern-hollow', label: 'Fern Hollow' },
    ],
  },
  { id: 'bossa-nova', label: 'Bossa nova' },
  { id: 'funk', label: 'Funk' },
  { id: '80s-pop', label: '80s pop' },
];

export default function TreeA11yTypeahead() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Music library"
        items={library}
        defaultExpandedItems={['jazz']}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
        sx={{ minHeight: 240 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Focused item: {focused ?? 'none'}. Focus the tree and press B, F, J or 8 a few times.
      </Typography>
    </Box>
  );
}
