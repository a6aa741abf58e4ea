import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialPlan: TreeViewBaseItem[] = [
  {
    id: 'mon',
    label: 'Monday',
    children: [
      { id: 'mon-lunch', label: 'Bean burritos' },
      { id: 'mon-dinner', label: 'Pumpkin soup' },
    ],
  },
  {
    id: 'tue',
    label: 'Tuesday',
    children: [
      { id: 'tue-lunch', label: 'Leftover soup' },
      { id: 'tue-dinner', label: 'Stir-fried noodles' },
    ],
  },
];

function renameItem(
  items: TreeViewBaseItem[],
  itemId: string,
  label: string,
): TreeViewBaseItem[] {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    return item.children
      ? { ...item, children: renameItem(item.children, itemId, label) }
      : item;
  });
}

export default function RichEditingSaving() {
  const [plan, setPlan] = React.useState(initialPlan);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <RichTreeView
        items={plan}
        defaultExpandedItems={['mon', 'tue']}
        isItemEditable
        onItemLabelChange={(itemId, newLabel) =>
          setPlan((previous) => renameItem(previous, itemId, newLabel))
        }
        sx={{ minWidth: 240, minHeight: 200 }}
      />
      <Typography variant="body2" component="div">
        Saved in state:
        <ul style={{ margin: 0 }}>
          {plan.map((day) => (
            <li key={day.id}>
              {day.label}: {day.children?.map((meal) => meal.label).join(', ')}
            </li>
          ))}
        </ul>
      </Typography>
    </Stack>
  );
}
