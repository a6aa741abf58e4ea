import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeQuickstartSimple() {
  return (
    <SimpleTreeView aria-label="Course syllabus" sx={{ minHeight: 200, maxWidth: 360 }}>
      <TreeItem itemId="week-1" label="Week 1: Getting started">
        <TreeItem itemId="welcome" label="Welcome video" />
        <TreeItem itemId="setup" label="Setting up your tools" />
      </TreeItem>
      <TreeItem itemId="week-2" label="Week 2: Core ideas">
        <TreeItem itemId="reading" label="Reading: the basics" />
        <TreeItem itemId="quiz-1" label="Quiz 1" />
      </TreeItem>
      <TreeItem itemId="final-project" label="Final project" />
    </SimpleTreeView>
  );
}
