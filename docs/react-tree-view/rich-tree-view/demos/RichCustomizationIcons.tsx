import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1: Soil basics',
    children: [
      { id: 'w1-reading', label: 'Reading: what soil is made of' },
      { id: 'w1-lab', label: 'Lab: measuring pH' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Water',
    children: [
      { id: 'w2-lecture', label: 'Lecture: drainage' },
      { id: 'w2-quiz', label: 'Quiz 1' },
    ],
  },
  { id: 'final', label: 'Final project' },
];

// Filled triangles instead of the default chevrons.
// The closed one is mirrored in right-to-left layouts, so it points at the label.
function ClosedTriangleIcon(props: SvgIconProps) {
  return (
    <SvgIcon
      {...props}
      sx={(theme) => ({
        transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
      })}
    >
      <path d="M9 6l7 6-7 6z" />
    </SvgIcon>
  );
}

function OpenTriangleIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 9h12l-6 7z" />
    </SvgIcon>
  );
}

// A small page for the items without children.
function PageIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M7 4h7l4 4v12H7z M14 4v4h4"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
      />
    </SvgIcon>
  );
}

export default function RichCustomizationIcons() {
  return (
    <RichTreeView
      items={syllabus}
      defaultExpandedItems={['week-1']}
      slots={{
        expandIcon: ClosedTriangleIcon,
        collapseIcon: OpenTriangleIcon,
        endIcon: PageIcon,
      }}
      slotProps={{
        collapseIcon: { color: 'primary' },
        endIcon: { color: 'action' },
      }}
      sx={{ minHeight: 200, maxWidth: 400 }}
    />
  );
}
