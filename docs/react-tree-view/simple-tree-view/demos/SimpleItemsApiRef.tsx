import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleItemsApiRef() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('tiramisu');
  const [report, setReport] = React.useState(
    'Tiramisu is selected, out of sight at the bottom of the box: press Inspect.',
  );

  const inspect = () => {
    const api = apiRef.current;
    if (!api || selected === null) {
      return;
    }
    const parentId = api.getParentId(selected);
    const childrenIds = api.getItemOrderedChildrenIds(selected);
    const element = api.getItemDOMElement(selected);
    // The element is the item's <li>; here it is scrolled into view inside the box.
    element?.scrollIntoView({ block: 'nearest' });
    setReport(
      `${selected}: parent ${parentId ?? 'none (root item)'}, ` +
        `children [${childrenIds.join(', ')}], DOM id "${element?.id}"`,
    );
  };

  return (
    <Box sx={{ minWidth: 250 }}>
      {/* A tab stop of its own: the keyboard can scroll the box even when no
          item in it can take focus yet. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label="Dessert chapter, scrollable"
        sx={{
          height: 200,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <SimpleTreeView
          aria-label="Dessert chapter"
          apiRef={apiRef}
          defaultExpandedItems={['cakes', 'italian']}
          selectedItems={selected}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        >
          <TreeItem itemId="cakes" label="Cakes">
            <TreeItem itemId="carrot-cake" label="Carrot cake" />
            <TreeItem itemId="cheesecake" label="Baked cheesecake" />
            <TreeItem itemId="lemon-drizzle" label="Lemon drizzle" />
          </TreeItem>
          <TreeItem itemId="cookies" label="Cookies">
            <TreeItem itemId="shortbread" label="Shortbread" />
          </TreeItem>
          <TreeItem itemId="italian" label="Italian classics">
            <TreeItem itemId="panna-cotta" label="Panna cotta" />
            <TreeItem itemId="cannoli" label="Cannoli" />
            <TreeItem itemId="tiramisu" label="Tiramisu" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Button sx={{ mt: 1 }} variant="outlined" onClick={inspect} disabled={selected === null}>
        Inspect
      </Button>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {report}
      </Typography>
    </Box>
  );
}
