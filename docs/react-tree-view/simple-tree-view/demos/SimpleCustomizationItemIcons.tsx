import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function SproutIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M11 21v-7.2C8 13.5 5 11.6 5 7c3.6 0 5.9 1.6 6.6 4.4C12.6 8.2 15.3 6 19 6c0 4.4-2.9 6.8-6 7.1V21z" />
    </SvgIcon>
  );
}

function CirclePlusIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fillRule="evenodd"
        d="M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm-1 5v3H8v2h3v3h2v-3h3v-2h-3V8z"
      />
    </SvgIcon>
  );
}

function CircleMinusIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fillRule="evenodd"
        d="M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM8 11v2h8v-2z"
      />
    </SvgIcon>
  );
}

function SeedTinIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fillRule="evenodd"
        d="M3 4h18v3H3zm1 4h16v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm6 3v2h4v-2z"
      />
    </SvgIcon>
  );
}

export default function SimpleCustomizationItemIcons() {
  return (
    <Box sx={{ minHeight: 300, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Allotment"
        defaultExpandedItems={['vegetables', 'fruit']}
      >
        <TreeItem itemId="vegetables" label="Vegetables">
          {/* `icon` sets the icon of one item. */}
          <TreeItem itemId="carrots" label="Carrots" slots={{ icon: SproutIcon }} />
          <TreeItem
            itemId="onions"
            label="Onions"
            slots={{ icon: SproutIcon }}
            slotProps={{ icon: { color: 'success' } }}
          />
        </TreeItem>
        {/* These icons apply to this item only; the other items keep the tree's arrows. */}
        <TreeItem
          itemId="fruit"
          label="Fruit trees"
          slots={{ expandIcon: CirclePlusIcon, collapseIcon: CircleMinusIcon }}
        >
          <TreeItem itemId="apple" label="Apple" />
          <TreeItem itemId="plum" label="Plum" />
        </TreeItem>
        {/* `icon` wins over the arrows, even on an item that has children. */}
        <TreeItem itemId="seeds" label="Seed tin" slots={{ icon: SeedTinIcon }}>
          <TreeItem itemId="seed-peas" label="Peas" />
          <TreeItem itemId="seed-chard" label="Chard" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
