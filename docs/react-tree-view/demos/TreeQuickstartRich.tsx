import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1: Getting started',
    children: [
      { id: 'welcome', label: 'Welcome video' },
      { id: 'setup', label: 'Setting up your tools' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Core ideas',
    children: [
      { id: 'reading', label: 'Reading: the basics' },
      { id: 'quiz-1', label: 'Quiz 1' },
    ],
  },
  { id: 'final-project', label: 'Final project' },
];

export default function TreeQuickstartRich() {
  return (
    <RichTreeView
      aria-label="Course syllabus"
      items={syllabus}
      sx={{ minHeight: 200, maxWidth: 360 }}
    />
  );
}
