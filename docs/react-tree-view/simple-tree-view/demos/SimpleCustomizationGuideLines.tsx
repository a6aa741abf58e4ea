import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// Where the arrow of an item at depth N sits: content padding (8px) + N indentations + half the
// 16px icon container. The two CSS variables are set by the tree and by each item.
const guideX = (depth: string) =>
  `calc(16px + var(--TreeView-itemChildrenIndentation) * ${depth})`;

const GuidedTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    position: 'relative',
    // Vertical line under the parent's arrow. The group inherits the parent's depth.
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 14,
      left: guideX('var(--TreeView-itemDepth)'),
      borderLeft: `1px dashed ${(theme.vars ?? theme).palette.text.disabled}`,
    },
  },
  // Short horizontal tick from the line to each child.
  [`& .${treeItemClasses.groupTransition} .${treeItemClasses.content}::before`]: {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: guideX('(var(--TreeView-itemDepth) - 1)'),
    width: 'calc(var(--TreeView-itemChildrenIndentation) - 8px)',
    borderTop: `1px dashed ${(theme.vars ?? theme).palette.text.disabled}`,
  },
  [`& .${treeItemClasses.label}`]: { fontSize: '0.9rem' },
}));

export default function SimpleCustomizationGuideLines() {
  return (
    <Box sx={{ minHeight: 330, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Orchard layout"
        itemChildrenIndentation={24}
        defaultExpandedItems={['orchard', 'row-1', 'row-2', 'pears']}
      >
        <GuidedTreeItem itemId="orchard" label="Orchard">
          <GuidedTreeItem itemId="row-1" label="Row 1">
            <GuidedTreeItem itemId="bramley" label="Bramley apple" />
            <GuidedTreeItem itemId="cox" label="Cox apple" />
          </GuidedTreeItem>
          <GuidedTreeItem itemId="row-2" label="Row 2">
            <GuidedTreeItem itemId="pears" label="Pears">
              <GuidedTreeItem itemId="conference" label="Conference" />
              <GuidedTreeItem itemId="comice" label="Comice" />
            </GuidedTreeItem>
            <GuidedTreeItem itemId="quince" label="Quince" />
          </GuidedTreeItem>
        </GuidedTreeItem>
        <GuidedTreeItem itemId="hedge" label="Hedge">
          <GuidedTreeItem itemId="hazel" label="Hazel" />
        </GuidedTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
