import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface MailLabel {
  id: string;
  name: string;
  children?: MailLabel[];
}

const INITIAL_LABELS: MailLabel[] = [
  {
    id: 'work',
    name: 'Work',
    children: [
      { id: 'invoices', name: 'Invoices' },
      { id: 'meetings', name: 'Meetings' },
      { id: 'hiring', name: 'Hiring' },
    ],
  },
  { id: 'family', name: 'Family' },
  { id: 'holidays', name: 'Holidays' },
];

function removeLabel(labels: MailLabel[], id: string): MailLabel[] {
  return labels
    .filter((label) => label.id !== id)
    .map((label) =>
      label.children
        ? { ...label, children: removeLabel(label.children, id) }
        : label,
    );
}

export default function SimpleFocusRemoved() {
  const [labels, setLabels] = React.useState(INITIAL_LABELS);
  const [calls, setCalls] = React.useState<string[]>([]);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLLIElement>, id: string) => {
    // Key presses bubble to the parent items: only act on the item that has focus.
    if (
      (event.key === 'Delete' || event.key === 'Backspace') &&
      event.target === event.currentTarget
    ) {
      setLabels((prev) => removeLabel(prev, id));
    }
  };

  const renderLabel = (label: MailLabel) => (
    <TreeItem
      key={label.id}
      itemId={label.id}
      label={label.name}
      onKeyDown={(event) => handleKeyDown(event, label.id)}
    >
      {label.children?.map(renderLabel)}
    </TreeItem>
  );

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Box sx={{ minHeight: 190 }}>
        <SimpleTreeView
          aria-label="Mail labels"
          defaultExpandedItems={['work']}
          onItemFocus={(event, itemId) =>
            setCalls((prev) =>
              [`${itemId} (${event?.type ?? 'null event'})`, ...prev].slice(0, 4),
            )
          }
        >
          {labels.map(renderLabel)}
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        onItemFocus calls, newest first: {calls.join(' · ') || 'none yet'}
      </Typography>
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setLabels(INITIAL_LABELS)}
      >
        Restore all labels
      </Button>
    </Stack>
  );
}
