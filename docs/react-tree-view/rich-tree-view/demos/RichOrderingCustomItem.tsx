import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemDragAndDropOverlay,
  TreeItemGroupTransition,
  TreeItemIcon,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProvider,
  TreeItemRoot,
  useTreeItem,
  useTreeItemModel,
  UseTreeItemParameters,
} from '@mui/x-tree-view-pro';
import { findItem, findPosition } from '@site/src/demo-data/richOrdering';
import { orgChart, type Person } from '@site/src/demo-data/richOrderingData';
import { MoveButtons, useMovableItems } from './RichOrderingMoveButtons';

interface PersonItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const PersonItem = React.forwardRef(function PersonItem(
  props: PersonItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const person = useTreeItemModel<Person>(itemId);

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      {/* The root props carry `draggable` and the drag handlers. */}
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        {/* The content props make the row a drop target. */}
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          {/* A grip: two columns of dots that hint the row can be dragged. */}
          <SvgIcon fontSize="small" sx={{ color: 'text.disabled' }}>
            <path d="M8 5h3v3H8zm5 0h3v3h-3zm-5 5.5h3v3H8zm5 0h3v3h-3zM8 16h3v3H8zm5 0h3v3h-3z" />
          </SvgIcon>
          <TreeItemLabel {...treeItem.getLabelProps()}>
            {label}
            <Typography variant="caption" color="text.secondary" display="block">
              {person?.role}
            </Typography>
          </TreeItemLabel>
          <TreeItemDragAndDropOverlay {...treeItem.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function RichOrderingCustomItem() {
  const { apiRef, items, moveItem } = useMovableItems(orgChart);
  const [selected, setSelected] = React.useState<string | null>(null);
  const managerId = selected ? findPosition(items, selected)?.parentId : null;

  return (
    <Stack spacing={1.5}>
      <Box sx={{ minHeight: 320, maxHeight: 420, overflowY: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={items}
          itemsReordering
          slots={{ item: PersonItem }}
          defaultExpandedItems={['amara', 'jonas', 'priya']}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
          onItemPositionChange={moveItem}
        />
      </Box>
      <MoveButtons items={items} itemId={selected} onMove={moveItem} />
      <Typography variant="body2" color="text.secondary">
        {selected
          ? `${findItem(items, selected)?.label} reports to ${(managerId && findItem(items, managerId)?.label) ?? 'nobody'}`
          : 'Drag a person onto a manager, or select one and use the buttons.'}
      </Typography>
    </Stack>
  );
}
