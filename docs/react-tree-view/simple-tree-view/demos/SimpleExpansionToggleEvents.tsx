import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionToggleEvents() {
  const [calls, setCalls] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Box sx={{ minHeight: 260 }}>
        <SimpleTreeView
          aria-label="Museum wings"
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            setCalls((prev) =>
              [`${itemId} ${isExpanded ? 'opened' : 'closed'} (${event?.type})`, ...prev].slice(0, 5),
            )
          }
        >
          <TreeItem itemId="north-wing" label="North wing">
            <TreeItem itemId="maps" label="Old maps" />
            <TreeItem itemId="globes" label="Globes" />
          </TreeItem>
          <TreeItem itemId="east-wing" label="East wing">
            <TreeItem itemId="textiles" label="Textiles" />
          </TreeItem>
          <TreeItem itemId="shop" label="Museum shop" />
          <TreeItem itemId="west-wing" label="West wing">
            <TreeItem itemId="armour" label="Armour" />
            <TreeItem itemId="clocks" label="Clocks" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        onItemExpansionToggle, latest first: {calls.join(' · ') || 'none yet'}
      </Typography>
    </Box>
  );
}
