import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  createStoreroomServer,
  type StoreroomNode,
} from '@site/src/demo-data/treeViewLazyBackend';

// Cabinet C2 can never be opened, so its expansion always ends in an error.
const server = createStoreroomServer({ latency: 1500, lockedIds: ['fossils/c2'] });

const dataSource = {
  getTreeItems: (parentId?: string) => server.fetchChildren(parentId),
  getChildrenCount: (item: StoreroomNode) => item.childrenCount,
};

type SlotProps = React.HTMLAttributes<HTMLElement>;

// Replaces the spinner shown in place of the expand icon while children load.
function LoadingBar(props: SlotProps) {
  return (
    <Box className={props.className} sx={{ width: 16 }}>
      <LinearProgress color="secondary" aria-label="Loading" />
    </Box>
  );
}

// Rendered next to the expand icon of an item whose last fetch failed.
function FailedBadge(props: SlotProps) {
  return (
    <Box
      component="span"
      className={props.className}
      sx={{
        position: 'absolute',
        insetInlineEnd: -4,
        top: -6,
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 10,
        fontWeight: 700,
        lineHeight: '12px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden="true">!</span>
      <span style={visuallyHidden}>Could not load, expand to retry:</span>
    </Box>
  );
}

// Read by screen readers as part of the item's name, but not drawn.
const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

export default function RichLazyCustomIcons() {
  return (
    <Box sx={{ width: '100%', minHeight: 240, maxHeight: 360, overflowY: 'auto' }}>
      <RichTreeViewPro
        aria-label="Museum storeroom"
        items={[]}
        dataSource={dataSource}
        slotProps={{
          item: { slots: { loadingIcon: LoadingBar, errorIcon: FailedBadge } },
        }}
      />
    </Box>
  );
}
