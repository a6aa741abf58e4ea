import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type Trigger = 'content' | 'iconContainer';

export default function SimpleExpansionTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('iconContainer');
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 250 }}>
      <RadioGroup
        row
        aria-label="expansionTrigger"
        value={trigger}
        onChange={(event) => setTrigger(event.target.value as Trigger)}
      >
        <FormControlLabel value="content" control={<Radio />} label="content" />
        <FormControlLabel value="iconContainer" control={<Radio />} label="iconContainer" />
      </RadioGroup>
      <Box sx={{ minHeight: 230 }}>
        <SimpleTreeView
          aria-label="Museum floor plan"
          expansionTrigger={trigger}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        >
          <TreeItem itemId="ground-floor" label="Ground floor">
            <TreeItem itemId="entrance" label="Entrance hall" />
            <TreeItem itemId="egyptian" label="Egyptian gallery" />
          </TreeItem>
          <TreeItem itemId="first-floor" label="First floor">
            <TreeItem itemId="impressionists" label="Impressionists" />
            <TreeItem itemId="sculpture" label="Sculpture hall" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selected ?? 'nothing'}
      </Typography>
    </Box>
  );
}
