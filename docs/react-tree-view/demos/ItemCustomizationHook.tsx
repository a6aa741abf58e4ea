import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';

interface PersonItemProps {
  itemId: string;
  name: string;
  job: string;
  children?: React.ReactNode;
}

// The initials take the page background's color, which the Avatar's default grey
// is too close to; text.secondary contrasts with it in both modes.
const avatarSx = { width: 30, height: 30, fontSize: 13, bgcolor: 'text.secondary' };
const openAvatarSx = { ...avatarSx, bgcolor: 'primary.main' };

function PersonItem({ itemId, name, job, children }: PersonItemProps) {
  // One call gives the logic of a TreeItem; the JSX below decides what the row shows.
  const item = useTreeItem({ itemId, label: name, children });
  const teamOpen = item.status.expanded;

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          {/* The avatar takes the primary color while the person's team is open. */}
          <Avatar aria-hidden sx={teamOpen ? openAvatarSx : avatarSx}>
            {name.replace(/[^A-Z]/g, '')}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <TreeItemLabel {...item.getLabelProps()} sx={{ typography: 'body2' }} />
            <Typography variant="caption" color="text.secondary" component="p">
              {job}
            </Typography>
          </Box>
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...item.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

export default function ItemCustomizationHook() {
  return (
    <Box sx={{ minHeight: 330, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Org chart"
        defaultExpandedItems={['amara', 'tomas']}
      >
        <PersonItem itemId="amara" name="Amara Okafor" job="Chief executive">
          <PersonItem itemId="tomas" name="Tomás Silva" job="Head of engineering">
            <PersonItem itemId="yuki" name="Yuki Tanaka" job="Backend developer" />
            <PersonItem itemId="lena" name="Lena Brandt" job="Frontend developer" />
          </PersonItem>
          <PersonItem itemId="priya" name="Priya Raman" job="Head of sales">
            <PersonItem itemId="owen" name="Owen Hughes" job="Account manager" />
          </PersonItem>
          <PersonItem itemId="sofia" name="Sofia Lind" job="Office manager" />
        </PersonItem>
      </SimpleTreeView>
    </Box>
  );
}
