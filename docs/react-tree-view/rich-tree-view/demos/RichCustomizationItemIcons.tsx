import * as React from 'react';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Kind = 'playlist' | 'song' | 'podcast' | 'audiobook';
type MediaEntry = { id: string; label: string; kind: Kind };

const library: TreeViewBaseItem<MediaEntry>[] = [
  {
    id: 'road-trip',
    label: 'Road trip',
    kind: 'playlist',
    children: [
      { id: 'rt-1', label: 'Highway at dawn', kind: 'song' },
      { id: 'rt-2', label: 'Maps and Legends, ep. 14', kind: 'podcast' },
      { id: 'rt-3', label: 'The Long Coast, chapter 3', kind: 'audiobook' },
    ],
  },
  {
    id: 'evening',
    label: 'Quiet evening',
    kind: 'playlist',
    children: [
      { id: 'ev-1', label: 'Slow rain', kind: 'song' },
      { id: 'ev-2', label: 'Garden Talk, ep. 2', kind: 'podcast' },
    ],
  },
];

const SongIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M10 17V5l9-2v12" fill="none" stroke="currentColor" strokeWidth={2} />
    <circle cx="7.5" cy="17.5" r="2.5" />
    <circle cx="16.5" cy="15.5" r="2.5" />
  </SvgIcon>
);
const PodcastIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path
      d="M6 11a6 6 0 0012 0M12 17v4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    />
  </SvgIcon>
);
const BookIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M4 5h6a2 2 0 012 2v13a2 2 0 00-2-2H4zM20 5h-6a2 2 0 00-2 2v13a2 2 0 012-2h6z" />
  </SvgIcon>
);

const iconByKind: Partial<Record<Kind, React.ElementType>> = {
  song: SongIcon,
  podcast: PodcastIcon,
  audiobook: BookIcon,
};

// Reads the item behind the row and passes an icon to the TreeItem `icon` slot.
const MediaItem = React.forwardRef(function MediaItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItemModel<MediaEntry>(props.itemId);
  const icon = item ? iconByKind[item.kind] : undefined;
  // The `icon` slot replaces the arrows too, so playlists don't get one.
  return <TreeItem {...props} ref={ref} slots={icon ? { icon } : undefined} />;
});

export default function RichCustomizationItemIcons() {
  return (
    <RichTreeView
      items={library}
      defaultExpandedItems={['road-trip']}
      slots={{ item: MediaItem }}
      sx={{ minHeight: 220, maxWidth: 400 }}
    />
  );
}
