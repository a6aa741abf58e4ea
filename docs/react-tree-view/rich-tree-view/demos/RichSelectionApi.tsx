import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

export default function RichSelectionApi() {
  const apiRef = useTreeViewApiRef();
  const [log, setLog] = React.useState<{ key: number; text: string }[]>([]);
  const counter = React.useRef(0);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    // `event` is null when the change comes from an API call.
    const source = event ? event.type : 'API call';
    const line = `${isSelected ? 'selected' : 'deselected'} ${itemId} (${source})`;
    counter.current += 1;
    const entry = { key: counter.current, text: line };
    setLog((prev) => [entry, ...prev].slice(0, 5));
  };

  const run = (itemId: string, shouldBeSelected?: boolean, keepExistingSelection = true) =>
    apiRef.current?.setItemSelection({ itemId, shouldBeSelected, keepExistingSelection });

  return (
    <Box sx={{ minWidth: 240 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => run('helmet', true)}>
          Add helmet
        </Button>
        <Button size="small" variant="outlined" onClick={() => run('helmet', false)}>
          Remove helmet
        </Button>
        <Button size="small" variant="outlined" onClick={() => run('harness')}>
          Toggle harness
        </Button>
        <Button size="small" variant="outlined" onClick={() => run('rope-dynamic', true, false)}>
          Only the rope
        </Button>
      </Stack>
      <Box sx={{ height: 240, overflowY: 'auto' }}>
        <RichTreeView
          multiSelect
          checkboxSelection
          items={catalogItems}
          apiRef={apiRef}
          defaultExpandedItems={['climbing']}
          onItemSelectionToggle={handleToggle}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        onItemSelectionToggle, newest first
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
