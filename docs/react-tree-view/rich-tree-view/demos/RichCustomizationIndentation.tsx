import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const courses: TreeViewBaseItem[] = [
  {
    id: 'art',
    label: 'Art history',
    children: [
      {
        id: 'art-renaissance',
        label: 'Renaissance',
        children: [
          { id: 'art-florence', label: 'Florence workshops' },
          { id: 'art-venice', label: 'Venetian colour' },
        ],
      },
      { id: 'art-modern', label: 'Modernism' },
    ],
  },
  { id: 'music', label: 'Music theory' },
];

export default function RichCustomizationIndentation() {
  const [indent, setIndent] = React.useState(12);

  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      <Typography id="indent-slider" variant="body2">
        itemChildrenIndentation: {indent}px
      </Typography>
      <Slider
        aria-labelledby="indent-slider"
        value={indent}
        min={0}
        max={40}
        step={4}
        onChange={(_event, value) => setIndent(value)}
      />
      <RichTreeView
        items={courses}
        defaultExpandedItems={['art', 'art-renaissance']}
        itemChildrenIndentation={indent}
        sx={{ minHeight: 200 }}
      />
    </Stack>
  );
}
