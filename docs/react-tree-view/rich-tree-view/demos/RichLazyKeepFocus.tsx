import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import {
  createStoreroomServer,
  type StoreroomNode,
} from '@site/src/demo-data/treeViewLazyBackend';

const server = createStoreroomServer({ latency: 600 });

const dataSource = {
  getTreeItems: (parentId?: string) => server.fetchChildren(parentId),
  getChildrenCount: (item: StoreroomNode) => item.childrenCount,
};

export default function RichLazyKeepFocus() {
  const apiRef = useTreeViewApiRef();
  const treeRef = React.useRef<HTMLUListElement>(null);
  const [keepFocus, setKeepFocus] = React.useState(true);
  const [focused, setFocused] = React.useState('none');

  const handleExpansionToggle = (
    event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    // When children arrive, 8.6.0 moves focus to the first (or first selected)
    // item. Put it back if the user opened this item (the event comes from it,
    // unlike the siblings that `*` expands) and focus is still in the tree.
    const item = apiRef.current?.getItemDOMElement(itemId);
    const openedHere = !!event && !!item?.contains(event.target as Node);
    const focusIsInTree = !!treeRef.current?.contains(document.activeElement);
    if (keepFocus && isExpanded && event && openedHere && focusIsInTree) {
      apiRef.current?.focusItem(event, itemId);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        label="Put focus back on the opened item"
        control={
          <Switch
            checked={keepFocus}
            onChange={(event) => setKeepFocus(event.target.checked)}
          />
        }
      />
      <Box sx={{ minHeight: 240, maxHeight: 360, overflowY: 'auto' }}>
        <RichTreeViewPro
          ref={treeRef}
          apiRef={apiRef}
          aria-label="Museum storeroom"
          items={[]}
          dataSource={dataSource}
          onItemExpansionToggle={handleExpansionToggle}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        />
      </Box>
      <Typography variant="body2" role="status">
        Focused item: {focused}
      </Typography>
    </Stack>
  );
}
