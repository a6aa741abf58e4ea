import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface SeedLabelProps {
  name: string;
  sowing?: string;
  packets?: number;
}

// Put the name first: type-ahead matches the first character of the item's text.
function SeedLabel({ name, sowing, packets }: SeedLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {name}
        </Typography>
        {sowing && (
          <Typography
            variant="caption"
            noWrap
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            Sow {sowing}
          </Typography>
        )}
      </Box>
      {packets !== undefined && (
        <Chip
          size="small"
          label={packets === 0 ? 'Out' : `${packets} left`}
          // Outlined warning text is too pale on white; error passes in both modes.
          color={packets === 0 ? 'error' : 'default'}
          variant="outlined"
        />
      )}
    </Box>
  );
}

export default function SimpleCustomizationLabel() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Seed catalogue"
        defaultExpandedItems={['brassicas', 'legumes']}
      >
        <TreeItem itemId="brassicas" label={<SeedLabel name="Brassicas" />}>
          <TreeItem
            itemId="cabbage"
            label={
              <SeedLabel
                name="Cabbage 'January King'"
                sowing="April to May"
                packets={3}
              />
            }
          />
          <TreeItem
            itemId="sprouts"
            label={
              <SeedLabel
                name="Brussels sprouts"
                sowing="March to April"
                packets={0}
              />
            }
          />
        </TreeItem>
        <TreeItem itemId="legumes" label={<SeedLabel name="Legumes" />}>
          <TreeItem
            itemId="runner-beans"
            label={
              <SeedLabel name="Runner beans" sowing="May to June" packets={5} />
            }
          />
          <TreeItem
            itemId="mangetout"
            label={<SeedLabel name="Mangetout" sowing="March to June" packets={1} />}
          />
        </TreeItem>
        <TreeItem itemId="roots" label={<SeedLabel name="Roots" />}>
          <TreeItem
            itemId="beetroot"
            label={<SeedLabel name="Beetroot" sowing="April to July" packets={2} />}
          />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
