import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Outlined square with a plus: shown on collapsed items that have children.
function PlusSquareIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect
        x="4"
        y="4"
        width="16"
        height="16"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <path
        d="M12 8.5v7M8.5 12h7"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}

// Same square with a minus: shown on expanded items.
function MinusSquareIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect
        x="4"
        y="4"
        width="16"
        height="16"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <path
        d="M8.5 12h7"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}

// A small filled dot for items without children.
function DotIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="3.5" />
    </SvgIcon>
  );
}

export default function SimpleCustomizationIcons() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Garden beds"
        defaultExpandedItems={['bed-north']}
        slots={{
          expandIcon: PlusSquareIcon,
          collapseIcon: MinusSquareIcon,
          endIcon: DotIcon,
        }}
        slotProps={{ endIcon: { opacity: 0.45 } }}
      >
        <TreeItem itemId="bed-north" label="North bed">
          <TreeItem itemId="kale" label="Kale" />
          <TreeItem itemId="leeks" label="Leeks" />
          <TreeItem itemId="broad-beans" label="Broad beans" />
        </TreeItem>
        <TreeItem itemId="bed-south" label="South bed">
          <TreeItem itemId="tomatoes" label="Tomatoes" />
          <TreeItem itemId="basil" label="Basil" />
        </TreeItem>
        <TreeItem itemId="bed-shade" label="Shade bed">
          <TreeItem itemId="rhubarb" label="Rhubarb" />
        </TreeItem>
        <TreeItem itemId="compost" label="Compost heap" />
      </SimpleTreeView>
    </Box>
  );
}
