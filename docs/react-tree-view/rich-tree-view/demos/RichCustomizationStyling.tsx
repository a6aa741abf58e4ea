import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'unit-1',
    label: 'Unit 1: Cells',
    children: [
      { id: 'u1-membranes', label: 'Membranes' },
      {
        id: 'u1-organelles',
        label: 'Organelles',
        children: [
          { id: 'u1-mito', label: 'Mitochondria' },
          { id: 'u1-ribo', label: 'Ribosomes' },
        ],
      },
    ],
  },
  {
    id: 'unit-2',
    label: 'Unit 2: Genetics',
    children: [{ id: 'u2-mendel', label: 'Mendel and his peas' }],
  },
];

export default function RichCustomizationStyling() {
  return (
    <RichTreeView
      items={syllabus}
      defaultExpandedItems={['unit-1', 'u1-organelles']}
      defaultSelectedItems="u1-mito"
      // The guide lines below do the indenting, so switch the built-in one off.
      itemChildrenIndentation={0}
      sx={{
        minHeight: 220,
        maxWidth: 400,
        [`& .${treeItemClasses.content}`]: {
          borderRadius: 4,
          py: 0.25,
        },
        [`& .${treeItemClasses.content}[data-selected]`]: {
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        },
        [`& .${treeItemClasses.content}[data-selected]:hover`]: {
          bgcolor: 'secondary.dark',
        },
        [`& .${treeItemClasses.content}[data-focused]`]: {
          // text.primary stays visible on the selected row's background too.
          outline: '2px solid',
          outlineColor: 'text.primary',
          outlineOffset: -2,
        },
        [`& .${treeItemClasses.label}`]: {
          fontSize: '0.9rem',
        },
        [`& .${treeItemClasses.content}[data-expanded] .${treeItemClasses.label}`]: {
          fontWeight: 600,
        },
        // A dashed line along each group of children.
        [`& .${treeItemClasses.groupTransition}`]: {
          ml: 2,
          pl: 1,
          borderLeft: '1px dashed',
          borderColor: 'divider',
        },
      }}
    />
  );
}
