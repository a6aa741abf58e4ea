import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'harbour', label: 'Harbour redesign' },
      { id: 'atlas', label: 'Atlas launch' },
    ],
  },
  { id: 'newsletters', label: 'Newsletters' },
  { id: 'family', label: 'Family' },
];

// Only the folders without subfolders can be renamed here.
const isLeaf = (folder: TreeViewBaseItem) => !folder.children;

export default function TreeA11yEditing() {
  const [lastChange, setLastChange] = React.useState('no label changed yet');

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Mail folders you can rename"
        items={folders}
        isItemEditable={isLeaf}
        onItemLabelChange={(itemId, newLabel) => setLastChange(`${itemId} is now "${newLabel}"`)}
        defaultExpandedItems={['projects']}
        sx={{ minHeight: 200 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Last change: {lastChange}
      </Typography>
    </Box>
  );
}
