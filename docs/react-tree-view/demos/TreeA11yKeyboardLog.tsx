import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'receipts', label: 'Receipts' },
      {
        id: 'travel',
        label: 'Travel',
        children: [
          { id: 'flights', label: 'Flights' },
          { id: 'hotels', label: 'Hotels' },
        ],
      },
    ],
  },
  {
    id: 'archive',
    label: 'Archive',
    children: [
      { id: 'archive-2023', label: '2023' },
      { id: 'archive-2024', label: '2024' },
    ],
  },
  { id: 'sent', label: 'Sent' },
  { id: 'drafts', label: 'Drafts' },
];

export default function TreeA11yKeyboardLog() {
  // What caused the next event: a key name, a click, or Tab when focus comes from outside.
  const lastKey = React.useRef('Tab');
  const [log, setLog] = React.useState<string[]>([]);
  const add = (entry: string) =>
    setLog((prev) => {
      const line = `${lastKey.current}: ${entry}`;
      // A keyboard move reports the same focus twice in 8.2.0: keep one line.
      return prev[0] === line ? prev : [line, ...prev].slice(0, 6);
    });

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        // The capture phase runs before the item handles the key, so the log can name it.
        onKeyDownCapture={(event) => {
          lastKey.current = event.key === ' ' ? 'Space' : event.key;
        }}
        onMouseDownCapture={() => {
          lastKey.current = 'click';
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) {
            lastKey.current = 'Tab';
          }
        }}
        onItemFocus={(_event, itemId) => add(`focus ${itemId}`)}
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          add(`${isExpanded ? 'expand' : 'collapse'} ${itemId}`)
        }
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          add(`${isSelected ? 'select' : 'deselect'} ${itemId}`)
        }
        sx={{ minHeight: 260 }}
      />
      <Typography variant="body2" component="div" sx={{ color: 'text.secondary', mt: 1 }}>
        What the last keys did, newest first:
        <Box component="ul" sx={{ m: 0, fontFamily: 'monospace' }}>
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      </Typography>
    </Box>
  );
}
