import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogItems } from '@site/src/demo-data/treeViewCatalog';

// The same two flags as the TreeViewSelectionPropagation type, both required here.
interface Rules {
  descendants: boolean;
  parents: boolean;
}

export default function RichSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<Rules>({
    descendants: true,
    parents: true,
  });
  const [selected, setSelected] = React.useState<string[]>([]);

  const handleSwitch =
    (rule: keyof Rules) => (event: React.ChangeEvent<HTMLInputElement>) =>
      setPropagation((prev) => ({ ...prev, [rule]: event.target.checked }));

  return (
    <Box sx={{ minWidth: 240 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={propagation.descendants} onChange={handleSwitch('descendants')} />
          }
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={propagation.parents} onChange={handleSwitch('parents')} />}
          label="parents"
        />
      </Stack>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView
          multiSelect
          checkboxSelection
          items={catalogItems}
          selectionPropagation={propagation}
          defaultExpandedItems={['camping', 'tents', 'sleep']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selected.length} selected: {selected.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
