import * as React from 'react';
import IconButton, { IconButtonProps } from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A small icon button drawing one stroked path.
function RowButton({ path, ...props }: IconButtonProps & { path: string }) {
  return (
    <IconButton size="small" sx={{ p: 0.25, color: 'text.secondary' }} {...props}>
      <SvgIcon fontSize="small">
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} />
      </SvgIcon>
    </IconButton>
  );
}

// The tick and cross keep the focus in the input: a blur would save the label first.
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

type RecipeItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const RecipeItem = React.forwardRef(function RecipeItem(
  { id, itemId, label, disabled, children, ...other }: RecipeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });
  const input = item.getLabelInputProps();

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(other)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          {item.status.editing ? (
            <React.Fragment>
              <TreeItemLabelInput {...input} />
              <RowButton
                aria-label="Save"
                path="M5 12l5 5 9-10"
                disabled={!input.value}
                onMouseDown={keepFocus}
                onClick={(event) =>
                  interactions.handleSaveItemLabel(event, input.value ?? '')
                }
              />
              <RowButton
                aria-label="Cancel"
                path="M6 6l12 12M18 6L6 18"
                onMouseDown={keepFocus}
                onClick={(event) => interactions.handleCancelItemLabelEditing(event)}
              />
            </React.Fragment>
          ) : (
            <React.Fragment>
              <TreeItemLabel {...item.getLabelProps()} />
              {item.status.editable ? (
                <RowButton
                  aria-label={`Rename ${label}`}
                  path="M5 19l1-4L16 5l3 3L9 18z"
                  tabIndex={-1}
                  onClick={() => interactions.toggleItemEditing()}
                />
              ) : null}
            </React.Fragment>
          )}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...item.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

const cookbook: TreeViewBaseItem[] = [
  { id: 'tea', label: 'Tea', children: [{ id: 'chai', label: 'Masala chai' }] },
  { id: 'snacks', label: 'Snacks', children: [{ id: 'dip', label: 'Beet hummus' }] },
  { id: 'soups', label: 'Soups', children: [{ id: 'dal', label: 'Yellow dal' }] },
];

export default function RichEditingCustomItem() {
  return (
    <RichTreeView
      items={cookbook}
      defaultExpandedItems={['tea', 'snacks']}
      isItemEditable={(item) => !item.children}
      slots={{ item: RecipeItem }}
      sx={{ minHeight: 200, maxWidth: 400 }}
    />
  );
}
