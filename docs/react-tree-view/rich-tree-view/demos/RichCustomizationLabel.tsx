import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Folder = { id: string; label: string; unread: number };

const mailbox: TreeViewBaseItem<Folder>[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    unread: 12,
    children: [
      { id: 'invoices', label: 'Invoices', unread: 3 },
      { id: 'newsletters', label: 'Newsletters', unread: 27 },
      { id: 'team', label: 'Team updates', unread: 0 },
    ],
  },
  { id: 'drafts', label: 'Drafts', unread: 0 },
  { id: 'archive', label: 'Archive', unread: 0 },
];

const FolderItem = React.forwardRef(function FolderItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const folder = useTreeItemModel<Folder>(props.itemId);
  const unread = folder?.unread ?? 0;

  // `label` accepts any node; the tree still uses the string label for typing to find an item.
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        sx={{
          flexGrow: 1,
          fontWeight: unread > 0 ? 600 : 400,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {props.label}
      </Box>
      {unread > 0 ? (
        <Chip
          size="small"
          color="primary"
          label={unread}
          aria-label={`${unread} unread`}
        />
      ) : null}
    </Box>
  );

  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function RichCustomizationLabel() {
  return (
    <RichTreeView
      items={mailbox}
      defaultExpandedItems={['inbox']}
      slots={{ item: FolderItem }}
      sx={{ minHeight: 220, maxWidth: 320 }}
    />
  );
}
