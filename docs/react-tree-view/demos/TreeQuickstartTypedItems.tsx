import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Your own fields sit next to `id` and `label`; TreeViewBaseItem adds the optional `children`.
type Lesson = { id: string; label: string; minutes: number };

const syllabus: TreeViewBaseItem<Lesson>[] = [
  {
    id: 'week-1',
    label: 'Week 1: Getting started',
    minutes: 0,
    children: [
      { id: 'welcome', label: 'Welcome video', minutes: 8 },
      { id: 'setup', label: 'Setting up your tools', minutes: 25 },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Core ideas',
    minutes: 0,
    children: [
      { id: 'reading', label: 'Reading: the basics', minutes: 40 },
      { id: 'quiz-1', label: 'Quiz 1', minutes: 15 },
    ],
  },
];

// Total time of an item and everything below it.
function totalMinutes(item: TreeViewBaseItem<Lesson>): number {
  return (item.children ?? []).reduce((sum, child) => sum + totalMinutes(child), item.minutes);
}

function findItem(items: TreeViewBaseItem<Lesson>[], id: string): TreeViewBaseItem<Lesson> | undefined {
  for (const item of items) {
    const found = item.id === id ? item : findItem(item.children ?? [], id);
    if (found) {
      return found;
    }
  }
  return undefined;
}

export default function TreeQuickstartTypedItems() {
  const [selected, setSelected] = React.useState<string | null>('week-2');
  const item = selected ? findItem(syllabus, selected) : undefined;

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Course syllabus with durations"
        items={syllabus}
        defaultExpandedItems={['week-2']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        sx={{ minHeight: 200 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {item ? `${item.label}: ${totalMinutes(item)} minutes` : 'Select a week or a lesson'}
      </Typography>
    </Box>
  );
}
