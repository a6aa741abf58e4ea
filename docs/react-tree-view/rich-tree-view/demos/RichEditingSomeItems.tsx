import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Entry = { id: string; label: string; kind: 'chapter' | 'recipe' };

const cookbook: TreeViewBaseItem<Entry>[] = [
  {
    id: 'mains',
    label: 'Main courses',
    kind: 'chapter',
    children: [
      { id: 'curry', label: 'Chickpea curry', kind: 'recipe' },
      { id: 'risotto', label: 'Mushroom risotto', kind: 'recipe' },
    ],
  },
  {
    id: 'sides',
    label: 'Side dishes',
    kind: 'chapter',
    children: [
      { id: 'roast-veg', label: 'Roasted root vegetables', kind: 'recipe' },
      { id: 'flatbread', label: 'Garlic flatbread', kind: 'recipe' },
    ],
  },
];

export default function RichEditingSomeItems() {
  return (
    <RichTreeView
      items={cookbook}
      defaultExpandedItems={['mains']}
      isItemEditable={(item) => item.kind === 'recipe'}
      // Chapters can't be renamed, so a click on their label may expand them again.
      expansionTrigger="content"
      sx={{
        minHeight: 200,
        maxWidth: 400,
        // Hint at which labels can be edited.
        [`& .${treeItemClasses.content}[data-editable] .${treeItemClasses.label}`]: {
          textDecoration: 'underline dotted',
          textUnderlineOffset: '4px',
        },
      }}
    />
  );
}
