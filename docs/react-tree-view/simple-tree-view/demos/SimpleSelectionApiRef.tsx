import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleSelectionApiRef() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>(['materials']);
  const [source, setSource] = React.useState('');

  const select = (keepExistingSelection: boolean, shouldBeSelected?: boolean) => {
    apiRef.current?.setItemSelection({ itemId: 'glazing', keepExistingSelection, shouldBeSelected });
  };

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => select(true, true)}>
          Add Glazing
        </Button>
        <Button size="small" variant="outlined" onClick={() => select(true, false)}>
          Remove Glazing
        </Button>
        <Button size="small" variant="outlined" onClick={() => select(false, true)}>
          Only Glazing
        </Button>
        <Button size="small" variant="outlined" onClick={() => select(true)}>
          Toggle Glazing
        </Button>
      </Stack>
      <Box sx={{ minHeight: 230 }}>
        <SimpleTreeView
          aria-label="Painting course"
          apiRef={apiRef}
          multiSelect
          defaultExpandedItems={['basics', 'colour']}
          defaultSelectedItems={['materials']}
          onSelectedItemsChange={(event, itemIds) => {
            setSelected(itemIds);
            // `event` is null when the change comes from an API method.
            setSource(event === null ? 'setItemSelection (event: null)' : `a ${event.type} event`);
          }}
        >
          <TreeItem itemId="basics" label="Getting started">
            <TreeItem itemId="materials" label="Brushes and paper" />
            <TreeItem itemId="first-sketch" label="Your first sketch" />
          </TreeItem>
          <TreeItem itemId="colour" label="Colour">
            <TreeItem itemId="mixing-greys" label="Mixing greys" />
            <TreeItem itemId="glazing" label="Glazing" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selected.join(', ') || 'nothing'}
        {source && ` (last change from ${source})`}
      </Typography>
    </Box>
  );
}
