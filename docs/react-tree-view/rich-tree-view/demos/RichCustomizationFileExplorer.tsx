import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type FileEntry = {
  id: string;
  label: string;
  type: 'folder' | 'image' | 'text';
  kb?: number;
};

const project: TreeViewBaseItem<FileEntry>[] = [
  {
    id: 'site',
    label: 'site',
    type: 'folder',
    children: [
      {
        id: 'assets',
        label: 'assets',
        type: 'folder',
        children: [
          { id: 'logo', label: 'logo.png', type: 'image', kb: 48 },
          { id: 'hero', label: 'hero-banner.jpg', type: 'image', kb: 312 },
        ],
      },
      { id: 'index', label: 'index.html', type: 'text', kb: 6 },
      { id: 'styles', label: 'styles.css', type: 'text', kb: 14 },
    ],
  },
  { id: 'readme', label: 'README.md', type: 'text', kb: 2 },
];

const FolderIcon = (props: SvgIconProps & { open: boolean }) => {
  const { open, ...other } = props;
  return (
    <SvgIcon {...other}>
      <path
        d={open ? 'M3 6h6l2 2h10v2H7l-4 9z M7 11h15l-4 8H3z' : 'M3 5h6l2 2h10v12H3z'}
      />
    </SvgIcon>
  );
};
const ImageIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M4 4h16v16H4z M6 17h12l-4-6-3 4-2-2z" fillRule="evenodd" />
  </SvgIcon>
);
const TextIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M6 2h8l5 5v15H6z M9 11h7v1.5H9z M9 15h7v1.5H9z" fillRule="evenodd" />
  </SvgIcon>
);

// Built on useTreeItem: the hook brings the behavior, the JSX decides the row.
const FileItem = React.forwardRef(function FileItem(
  props: UseTreeItemParameters,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const file = useTreeItemModel<FileEntry>(itemId)!;
  const iconSx = {
    fontSize: 18,
    color: file.type === 'folder' ? 'warning.main' : 'text.secondary',
  };

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          {file.type === 'folder' && (
            <FolderIcon open={item.status.expanded} sx={iconSx} />
          )}
          {file.type === 'image' && <ImageIcon sx={iconSx} />}
          {file.type === 'text' && <TextIcon sx={iconSx} />}
          <TreeItemLabel
            {...item.getLabelProps()}
            sx={{ flexGrow: 1, minWidth: 0 }}
          />
          {file.kb !== undefined && (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              sx={{ flexShrink: 0 }}
            >
              {file.kb} KB
            </Typography>
          )}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...item.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function RichCustomizationFileExplorer() {
  return (
    <Box sx={{ minHeight: 250, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Project files"
        items={project}
        defaultExpandedItems={['site', 'assets']}
        slots={{ item: FileItem }}
      />
    </Box>
  );
}
