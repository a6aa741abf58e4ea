import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import { TransitionProps } from '@mui/material/transitions';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItem,
  TreeItemSlots,
  TreeItemSlotProps,
} from '@mui/x-tree-view/TreeItem';

interface FadeGroupProps extends TransitionProps {
  className?: string;
  role?: string;
  component?: React.ElementType;
  children?: React.ReactNode;
}

// Receives what the default Collapse would: `in`, `unmountOnExit`, `role`, `className`,
// the child items, and whatever `slotProps.groupTransition` adds (here `timeout`).
const FadeGroup = React.forwardRef<HTMLUListElement, FadeGroupProps>(
  function FadeGroup(props, ref) {
    const { in: open, unmountOnExit, timeout, className, role, children } = props;
    return (
      <Fade in={open} unmountOnExit={unmountOnExit} timeout={timeout}>
        <ul ref={ref} className={className} role={role}>
          {children}
        </ul>
      </Fade>
    );
  },
);

const fadeSlots: TreeItemSlots = { groupTransition: FadeGroup };
const fadeSlotProps: TreeItemSlotProps = { groupTransition: { timeout: 450 } };

export default function SimpleCustomizationTransition() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Tool shed" defaultExpandedItems={['hand-tools']}>
        <TreeItem
          itemId="hand-tools"
          label="Hand tools"
          slots={fadeSlots}
          slotProps={fadeSlotProps}
        >
          <TreeItem itemId="trowel" label="Trowel" />
          <TreeItem itemId="dibber" label="Dibber" />
          <TreeItem itemId="secateurs" label="Secateurs" />
        </TreeItem>
        <TreeItem
          itemId="long-tools"
          label="Long-handled tools"
          slots={fadeSlots}
          slotProps={fadeSlotProps}
        >
          <TreeItem itemId="spade" label="Spade" />
          <TreeItem itemId="rake" label="Rake" />
        </TreeItem>
        <TreeItem
          itemId="watering"
          label="Watering"
          slots={fadeSlots}
          slotProps={fadeSlotProps}
        >
          <TreeItem itemId="can" label="Watering can" />
          <TreeItem itemId="hose" label="Hose reel" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
