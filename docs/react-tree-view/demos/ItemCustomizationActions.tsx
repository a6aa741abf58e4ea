import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
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
import { TreeViewCancellableEvent } from '@mui/x-tree-view/models';

interface BookItemProps {
  itemId: string;
  children?: React.ReactNode;
  starred?: boolean;
  onToggleStar?: () => void; // books have a star, shelves don't
}

function BookItem({ itemId, children, starred, onToggleStar }: BookItemProps) {
  const book = useTreeItem({ itemId, label: itemId, children });

  // Keyboard twin of the star: F on the focused book (not on a book nested in it).
  const onKeyDown = (event: React.KeyboardEvent & TreeViewCancellableEvent) => {
    if (onToggleStar && event.key === 'f' && event.target === event.currentTarget) {
      event.defaultMuiPrevented = true; // the tree skips this key: no type-ahead
      onToggleStar();
    }
  };

  return (
    <TreeItemProvider {...book.getContextProviderProps()}>
      <TreeItemRoot {...book.getRootProps({ onKeyDown })}>
        <TreeItemContent {...book.getContentProps()}>
          <TreeItemIconContainer {...book.getIconContainerProps()}>
            <TreeItemIcon status={book.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...book.getLabelProps()} />
          {onToggleStar ? (
            <IconButton
              sx={{ p: 0.25, fontSize: 18, lineHeight: 1 }}
              tabIndex={-1} // the tree stays a single Tab stop
              aria-label={`Favourite: ${itemId}`}
              aria-pressed={starred}
              color={starred ? 'warning' : 'default'}
              onMouseDown={(event) => event.preventDefault()} // focus stays put
              onClick={(event) => {
                event.stopPropagation(); // the row is not selected or toggled
                onToggleStar();
              }}
            >
              {starred ? '★' : '☆'}
            </IconButton>
          ) : null}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...book.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

const SHELVES: Record<string, string[]> = {
  'To read': ['The Salt Road', 'Night Ferry', 'Copper Harbour'],
  Finished: ['A Map of Small Rivers', 'Winter Orchard'],
};

export default function ItemCustomizationActions() {
  const [starred, setStarred] = React.useState(['Night Ferry']);
  const toggle = (title: string) =>
    setStarred((prev) =>
      prev.includes(title) ? prev.filter((t) => t !== title) : [...prev, title],
    );

  return (
    <Box sx={{ maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Reading list"
        defaultExpandedItems={Object.keys(SHELVES)}
        sx={{ minHeight: 260 }}
      >
        {Object.entries(SHELVES).map(([shelf, books]) => (
          <BookItem key={shelf} itemId={shelf}>
            {books.map((title) => (
              <BookItem
                key={title}
                itemId={title}
                starred={starred.includes(title)}
                onToggleStar={() => toggle(title)}
              />
            ))}
          </BookItem>
        ))}
      </SimpleTreeView>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Favourites: {starred.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
