import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Each object needs a unique `id` and a `label`; `children` is optional and nests more objects.
const storeLayout: TreeViewBaseItem[] = [
  {
    id: 'ground-floor',
    label: 'Ground floor',
    children: [
      { id: 'checkout', label: 'Checkout' },
      { id: 'footwear', label: 'Footwear wall' },
      { id: 'maps', label: 'Maps and guidebooks' },
    ],
  },
  {
    id: 'first-floor',
    label: 'First floor',
    children: [
      { id: 'rental', label: 'Rental desk' },
      {
        id: 'workshop',
        label: 'Repair workshop',
        children: [
          { id: 'bike-bench', label: 'Bike bench' },
          { id: 'ski-bench', label: 'Ski waxing bench' },
        ],
      },
    ],
  },
  { id: 'yard', label: 'Outdoor yard' },
];

export default function RichItemsBasic() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 220 }}>
      <RichTreeView items={storeLayout} />
    </Box>
  );
}
