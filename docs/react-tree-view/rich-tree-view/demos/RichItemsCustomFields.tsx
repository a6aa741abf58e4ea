import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape a course API might send: no `id` or `label` field, but `code` and `title`.
interface Unit {
  code: string;
  title: string;
  hours?: number;
  children?: Unit[];
}

const syllabus: Unit[] = [
  {
    code: 'NAV',
    title: 'Navigation',
    children: [
      { code: 'NAV-1', title: 'Reading contour lines', hours: 2 },
      { code: 'NAV-2', title: 'Taking a compass bearing', hours: 3 },
      { code: 'NAV-3', title: 'Night navigation', hours: 4 },
    ],
  },
  {
    code: 'FA',
    title: 'Wilderness first aid',
    children: [
      { code: 'FA-1', title: 'Scene assessment', hours: 2 },
      { code: 'FA-2', title: 'Splinting and slings', hours: 3 },
    ],
  },
];

// Declared outside the component, so the tree receives the same functions on every render.
const getUnitId = (unit: Unit) => unit.code;
const getUnitLabel = (unit: Unit) =>
  unit.hours === undefined ? unit.title : `${unit.title} (${unit.hours} h)`;

export default function RichItemsCustomFields() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 220, minWidth: 240 }}>
      <RichTreeView
        items={syllabus}
        getItemId={getUnitId}
        getItemLabel={getUnitLabel}
        defaultExpandedItems={['NAV']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected id: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
