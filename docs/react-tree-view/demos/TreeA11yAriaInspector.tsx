import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Folder = { id: string; label: string; blocked?: boolean };

const folders: TreeViewBaseItem<Folder>[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'receipts', label: 'Receipts' },
      { id: 'travel', label: 'Travel' },
    ],
  },
  { id: 'sent', label: 'Sent' },
  { id: 'quarantine', label: 'Quarantine', blocked: true },
];

const isBlocked = (folder: Folder) => folder.blocked === true;

const ATTRIBUTES = ['role', 'aria-expanded', 'aria-selected', 'aria-disabled', 'tabindex'];

// Reads the attributes of an element as they are in the DOM right now.
function describe(element: Element | null) {
  if (!element) {
    return 'Move focus into the tree';
  }
  return ATTRIBUTES.filter((name) => element.hasAttribute(name))
    .map((name) => `${name}="${element.getAttribute(name)}"`)
    .join(' ');
}

export default function TreeA11yAriaInspector() {
  const treeRef = React.useRef<HTMLUListElement>(null);
  const [multiSelect, setMultiSelect] = React.useState(false);
  const [rootAttributes, setRootAttributes] = React.useState('');
  const [itemAttributes, setItemAttributes] = React.useState(describe(null));

  React.useEffect(() => {
    const tree = treeRef.current;
    if (!tree) {
      return undefined;
    }
    const update = () => {
      setRootAttributes(`role="${tree.getAttribute('role')}" aria-multiselectable="${tree.getAttribute('aria-multiselectable')}"`);
      const active = document.activeElement;
      if (active instanceof HTMLElement && tree.contains(active)) {
        setItemAttributes(describe(active.closest('[role="treeitem"]')));
      }
    };
    update();
    // Watch the DOM, so the text below always shows what assistive technology reads.
    const observer = new MutationObserver(update);
    observer.observe(tree, { attributes: true, subtree: true });
    tree.addEventListener('focusin', update);
    return () => {
      observer.disconnect();
      tree.removeEventListener('focusin', update);
    };
    // The tree remounts when multiSelect changes (see `key`), so observe the new element.
  }, [multiSelect]);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={multiSelect} onChange={(event) => setMultiSelect(event.target.checked)} />}
        label="multiSelect"
      />
      <RichTreeView
        key={String(multiSelect)}
        ref={treeRef}
        aria-label="Mail folders"
        items={folders}
        multiSelect={multiSelect}
        isItemDisabled={isBlocked}
        disabledItemsFocusable
        sx={{ minHeight: 180 }}
      />
      <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', mt: 1, overflowWrap: 'anywhere' }}>
        <div>tree: {rootAttributes}</div>
        <div>focused item: {itemAttributes}</div>
      </Typography>
    </Box>
  );
}
