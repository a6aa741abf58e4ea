import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

export default function SimpleSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selected, setSelected] = React.useState<string[]>([]);

  const toggle = (rule: 'parents' | 'descendants') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((prev) => ({ ...prev, [rule]: event.target.checked }));

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={!!propagation.descendants} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <Box sx={{ minHeight: 330 }}>
        <SimpleTreeView
          aria-label="Lessons to download"
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          defaultExpandedItems={['course', 'colour', 'portraits']}
          onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        >
          <TreeItem itemId="course" label="Whole course">
            <TreeItem itemId="colour" label="Colour">
              <TreeItem itemId="colour-wheel" label="The colour wheel" />
              <TreeItem itemId="mixing-greys" label="Mixing greys" />
              <TreeItem itemId="glazing" label="Glazing" />
            </TreeItem>
            <TreeItem itemId="portraits" label="Portraits">
              <TreeItem itemId="proportions" label="Proportions of the face" />
              <TreeItem itemId="light" label="Light and shadow" />
            </TreeItem>
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected ({selected.length}): {selected.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
