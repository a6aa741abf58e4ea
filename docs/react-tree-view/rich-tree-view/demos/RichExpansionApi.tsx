import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

const searchResults = [
  { id: 'pot-titanium', label: 'Titanium pot' },
  { id: 'kayak-inflatable', label: 'Inflatable kayak' },
  { id: 'socks-merino', label: 'Merino socks' },
];

export default function RichExpansionApi() {
  const apiRef = useTreeViewApiRef();
  // `request` changes on every click, so revealing the same item twice scrolls again.
  const [target, setTarget] = React.useState<{ itemId: string; request: number } | null>(null);
  const [log, setLog] = React.useState<{ key: number; text: string }[]>([]);
  const counter = React.useRef(0);

  const reveal = (itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Open every ancestor, from the parent up to the root item.
    let parentId = api.getParentId(itemId);
    while (parentId !== null) {
      api.setItemExpansion({ itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    api.setItemSelection({ itemId, shouldBeSelected: true });
    setTarget((prev) => ({ itemId, request: (prev?.request ?? 0) + 1 }));
  };

  // Runs once the tree has re-rendered: enough when the product was already visible.
  React.useEffect(() => {
    if (target !== null) {
      apiRef.current?.getItemDOMElement(target.itemId)?.scrollIntoView({ block: 'nearest' });
    }
  }, [apiRef, target]);

  // A branch that has just opened grows during its animation, so scroll again once the branch
  // holding the product has fully opened.
  const itemSlotProps = React.useMemo(() => {
    const onEntered = (node: HTMLElement) => {
      const element = target && apiRef.current?.getItemDOMElement(target.itemId);
      if (element && node.contains(element)) {
        element.scrollIntoView({ block: 'nearest' });
      }
    };
    return { slotProps: { groupTransition: { onEntered } } };
  }, [apiRef, target]);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    counter.current += 1;
    const text = `${isExpanded ? 'expanded' : 'collapsed'} ${itemId} (${event ? event.type : 'API call'})`;
    const entry = { key: counter.current, text };
    setLog((prev) => [entry, ...prev].slice(0, 4));
  };

  return (
    <Box sx={{ minWidth: 240 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
        {searchResults.map((result) => (
          <Button key={result.id} size="small" variant="outlined" onClick={() => reveal(result.id)}>
            {result.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 220, overflowY: 'auto' }}>
        <RichTreeView
          items={catalogItems}
          apiRef={apiRef}
          onItemExpansionToggle={handleToggle}
          slotProps={{ item: itemSlotProps }}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        onItemExpansionToggle, newest first
      </Typography>
      {log.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No calls yet.
        </Typography>
      ) : (
        log.map((entry) => (
          <Typography key={entry.key} variant="body2">
            {entry.text}
          </Typography>
        ))
      )}
    </Box>
  );
}
