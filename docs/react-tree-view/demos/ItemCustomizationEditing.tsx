import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PLAYLISTS: TreeViewBaseItem[] = [
  {
    id: 'running',
    label: 'Running',
    children: [
      { id: 'warm-up', label: 'Warm-up' },
      { id: 'intervals', label: 'Intervals' },
    ],
  },
  { id: 'focus', label: 'Deep focus' },
  { id: 'sunday', label: 'Sunday morning' },
];

// Used as the `item` slot: a custom item that keeps label editing working.
function PlaylistItem({ id, itemId, label, children }: TreeItemProps) {
  const playlist = useTreeItem({ id, itemId, label, children });
  const { editing, editable, focused } = playlist.status;

  return (
    <TreeItemProvider {...playlist.getContextProviderProps()}>
      <TreeItemRoot {...playlist.getRootProps()}>
        <TreeItemContent {...playlist.getContentProps()}>
          <TreeItemIconContainer {...playlist.getIconContainerProps()}>
            <TreeItemIcon status={playlist.status} />
          </TreeItemIconContainer>
          {/* While editing, the text field takes the place of the label. */}
          {editing ? (
            <TreeItemLabelInput {...playlist.getLabelInputProps()} />
          ) : (
            <TreeItemLabel {...playlist.getLabelProps()} />
          )}
          {editable && focused && !editing ? (
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', flexShrink: 0 }}
            >
              Enter to rename
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...playlist.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

export default function ItemCustomizationEditing() {
  const [lastChange, setLastChange] = React.useState('none yet');

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        aria-label="Playlists"
        items={PLAYLISTS}
        defaultExpandedItems={['running']}
        isItemEditable={(item) => item.id !== 'running'}
        onItemLabelChange={(itemId, newLabel) =>
          setLastChange(`${itemId} → ${newLabel}`)
        }
        slots={{ item: PlaylistItem }}
        sx={{ minHeight: 190 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last rename: {lastChange}
      </Typography>
    </Box>
  );
}
