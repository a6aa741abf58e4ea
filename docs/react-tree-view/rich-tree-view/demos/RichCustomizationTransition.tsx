import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import { TransitionProps } from '@mui/material/transitions';
import { RichTreeView, RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'breads',
    label: 'Breads',
    children: [
      { id: 'sourdough', label: 'Sourdough loaf' },
      { id: 'focaccia', label: 'Rosemary focaccia' },
      { id: 'bagels', label: 'Sesame bagels' },
    ],
  },
  {
    id: 'cakes',
    label: 'Cakes',
    children: [
      { id: 'carrot', label: 'Carrot cake' },
      { id: 'lemon', label: 'Lemon drizzle' },
    ],
  },
  {
    id: 'pastry',
    label: 'Pastry',
    children: [
      { id: 'croissant', label: 'Croissants' },
      { id: 'galette', label: 'Apple galette' },
    ],
  },
];

interface SlideOpenProps extends TransitionProps {
  className?: string;
  role?: string;
  children?: React.ReactNode;
}

// The group still opens with a Collapse, so the rows below move smoothly,
// and the children fade in on top of it, a little slower than the height.
const SlideOpen = React.forwardRef<HTMLUListElement, SlideOpenProps>(
  function SlideOpen(props, ref) {
    const { in: open, unmountOnExit, className, role, children } = props;
    return (
      <Collapse
        ref={ref}
        in={open}
        unmountOnExit={unmountOnExit}
        component="ul"
        className={className}
        role={role}
        timeout={250}
        easing="cubic-bezier(0.2, 0, 0, 1)"
      >
        <Fade in={open} timeout={{ enter: 500, exit: 150 }}>
          <div>{children}</div>
        </Fade>
      </Collapse>
    );
  },
);

// Every row is a TreeItem, so the slot reaches it through slotProps.item.
const slotProps: RichTreeViewProps<TreeViewBaseItem, false>['slotProps'] = {
  item: { slots: { groupTransition: SlideOpen } },
};

export default function RichCustomizationTransition() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Recipes"
        items={recipes}
        defaultExpandedItems={['breads']}
        slotProps={slotProps}
      />
    </Box>
  );
}
