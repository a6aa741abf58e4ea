import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialShelves: TreeViewBaseItem[] = [
  {
    id: 'baking',
    label: 'Baking',
    children: [
      { id: 'sourdough', label: 'Sourdough loaf' },
      { id: 'focaccia', label: 'Rosemary focaccia' },
    ],
  },
  {
    id: 'salads',
    label: 'Salads',
    children: [
      { id: 'tabbouleh', label: 'Tabbouleh' },
      { id: 'slaw', label: 'Apple slaw' },
    ],
  },
];

function checkLabel(label: string): string | null {
  if (label.trim().length < 3) {
    return 'A name needs at least 3 characters.';
  }
  if (label.length > 28) {
    return 'A name can have at most 28 characters.';
  }
  return null;
}

function renameItem(
  items: TreeViewBaseItem[],
  itemId: string,
  label: string,
): TreeViewBaseItem[] {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    return item.children
      ? { ...item, children: renameItem(item.children, itemId, label) }
      : item;
  });
}

export default function RichEditingValidation() {
  const [shelves, setShelves] = React.useState(initialShelves);
  const [message, setMessage] = React.useState<string | null>(null);

  const handleLabelChange = (itemId: string, newLabel: string) => {
    const error = checkLabel(newLabel);
    setMessage(error ? `"${newLabel}" was rejected. ${error}` : null);
    // A new array makes the tree read every label again from the data,
    // so a rejected label is replaced by the one you kept.
    setShelves((previous) =>
      error ? [...previous] : renameItem(previous, itemId, newLabel.trim()),
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <RichTreeView
        items={shelves}
        defaultExpandedItems={['baking', 'salads']}
        isItemEditable
        onItemLabelChange={handleLabelChange}
        sx={{ minHeight: 200 }}
      />
      {message ? <Alert severity="warning">{message}</Alert> : null}
    </Stack>
  );
}
