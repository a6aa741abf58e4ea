import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeViewCancellableEvent } from '@mui/x-tree-view/models';

// A Tree Item where a click only selects, and a double-click opens or closes the album.
const AlbumItem = React.forwardRef<HTMLLIElement, TreeItemProps>(
  function AlbumItem(props, ref) {
    const { interactions } = useTreeItemUtils({
      itemId: props.itemId,
      children: props.children,
    });

    const handleClick = (
      event: React.MouseEvent<HTMLDivElement> & TreeViewCancellableEvent,
    ) => {
      event.defaultMuiPrevented = true; // skip the default click: select and toggle expansion
      interactions.handleSelection(event);
    };

    const handleMouseDown = (event: React.MouseEvent<HTMLDivElement>) => {
      if (event.detail > 1) {
        event.preventDefault(); // no text selection on double-click
      }
    };

    const contentHandlers = {
      onClick: handleClick,
      onDoubleClick: (event: React.MouseEvent<HTMLDivElement>) =>
        interactions.handleExpansion(event),
      onMouseDown: handleMouseDown,
    };
    return (
      <TreeItem {...props} ref={ref} slotProps={{ content: contentHandlers }} />
    );
  },
);

export default function ItemCustomizationUtils() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const [expanded, setExpanded] = React.useState<string[]>(['trips']);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Box sx={{ minHeight: 250 }}>
        <SimpleTreeView
          aria-label="Photo albums"
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        >
          <AlbumItem itemId="trips" label="Trips">
            <AlbumItem itemId="lisbon" label="Lisbon, spring">
              <AlbumItem itemId="lisbon-trams" label="Trams" />
              <AlbumItem itemId="lisbon-food" label="Food" />
            </AlbumItem>
            <AlbumItem itemId="hebrides" label="Outer Hebrides" />
          </AlbumItem>
          <AlbumItem itemId="family" label="Family">
            <AlbumItem itemId="birthdays" label="Birthdays" />
          </AlbumItem>
          <AlbumItem itemId="scans" label="Scanned prints" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selected ?? 'none'} · Expanded: {expanded.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
