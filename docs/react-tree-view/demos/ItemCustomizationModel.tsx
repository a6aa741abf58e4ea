import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { chipClasses } from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface StockNode {
  id: string;
  label: string;
  units?: number;
  reorderAt?: number;
  children?: StockNode[];
}

const WAREHOUSE: StockNode[] = [
  {
    id: 'aisle-a',
    label: 'Aisle A: fasteners',
    children: [
      { id: 'a-1', label: 'Wood screws 4×40', units: 1200, reorderAt: 300 },
      { id: 'a-2', label: 'Wall plugs 6 mm', units: 140, reorderAt: 200 },
      { id: 'a-3', label: 'Hex bolts M8', units: 0, reorderAt: 50 },
    ],
  },
  {
    id: 'aisle-b',
    label: 'Aisle B: adhesives',
    children: [
      { id: 'b-1', label: 'Wood glue 1 l', units: 36, reorderAt: 12 },
      { id: 'b-2', label: 'Epoxy, two-part', units: 9, reorderAt: 10 },
    ],
  },
];

// The palette's white text is too faint on warning.main, and on error.main in dark
// mode; these pairs keep 4.5:1 in both modes.
const alertChipSx = {
  [`&.${chipClasses.colorWarning}`]: { color: 'common.black' },
  [`&.${chipClasses.colorError}`]: { bgcolor: 'error.dark' },
};

// Used as the `item` slot: every row reads its own data object from the tree.
const StockItem = React.forwardRef<HTMLLIElement, TreeItemProps>(
  function StockItem(props, ref) {
    const node = useTreeItemModel<StockNode>(props.itemId);
    if (node?.units === undefined) {
      return <TreeItem {...props} ref={ref} />;
    }
    const low = node.units <= (node.reorderAt ?? 0);
    const label = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          component="span"
          sx={{
            flexGrow: 1,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {props.label}
        </Box>
        <Chip
          size="small"
          variant={low ? 'filled' : 'outlined'}
          color={node.units === 0 ? 'error' : low ? 'warning' : 'default'}
          label={node.units === 0 ? 'out of stock' : `${node.units} units`}
          sx={alertChipSx}
        />
      </Box>
    );
    return <TreeItem {...props} ref={ref} label={label} />;
  },
);

export default function ItemCustomizationModel() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 380 }}>
      <RichTreeView
        aria-label="Warehouse stock"
        items={WAREHOUSE}
        defaultExpandedItems={['aisle-a', 'aisle-b']}
        slots={{ item: StockItem }}
      />
    </Box>
  );
}
