import { RichTreeView, RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const catalogue: TreeViewBaseItem[] = [
  {
    id: 'fasteners',
    label: 'Fasteners and fixings for outdoor use',
    children: [
      { id: 'screws', label: 'Stainless steel decking screws, 4.5 × 50 mm' },
      { id: 'bolts', label: 'Galvanised carriage bolts with square neck' },
    ],
  },
  { id: 'adhesives', label: 'Construction adhesives and sealants' },
];

// A function receives { itemId, label } for each row and returns the props of that item.
// Defined outside the component, so the items don't re-render on every parent render.
const slotProps: RichTreeViewProps<TreeViewBaseItem, false>['slotProps'] = {
  item: ({ label }) => ({
    slotProps: { label: { title: label } },
  }),
};

export default function RichCustomizationSlotProps() {
  return (
    <RichTreeView
      items={catalogue}
      defaultExpandedItems={['fasteners']}
      slotProps={slotProps}
      sx={{
        minHeight: 160,
        maxWidth: 260,
        // One line per item: cut long labels with an ellipsis.
        [`& .${treeItemClasses.label}`]: {
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        },
      }}
    />
  );
}
