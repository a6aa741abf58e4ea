import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const items: TreeViewBaseItem[] = [
  {
    id: 'docs',
    label: 'docs',
    children: [{ id: 'docs-intro', label: 'introduction.mdx' }],
  },
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src-ui',
        label: 'ui',
        children: [{ id: 'src-button', label: 'Button.tsx' }],
      },
      { id: 'src-index', label: 'index.ts' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

const outline = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 };

function ExpandBoxIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="4" y="4" width="16" height="16" rx="3" {...outline} />
      <path d="M8 12h8M12 8v8" {...outline} />
    </SvgIcon>
  );
}

function CollapseBoxIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="4" y="4" width="16" height="16" rx="3" {...outline} />
      <path d="M8 12h8" {...outline} />
    </SvgIcon>
  );
}

const LeafIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="3" />
  </SvgIcon>
);

export default function TreeViewIconSlots() {
  return (
    <RichTreeView
      items={items}
      defaultExpandedItems={['docs', 'src']}
      slots={{
        expandIcon: ExpandBoxIcon,
        collapseIcon: CollapseBoxIcon,
        endIcon: LeafIcon,
      }}
      slotProps={{ endIcon: { opacity: 0.6 } }}
      sx={{ maxWidth: 320 }}
    />
  );
}
