import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogItems, CatalogItem } from '@site/src/demo-data/treeViewCatalog';

interface Details {
  item: CatalogItem;
  path: string[];
  childCount: number;
}

export default function RichItemsApiLookup() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState<Details | null>(null);

  const handleSelection = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    if (!api || itemId === null) {
      setDetails(null);
      return;
    }
    // getItem returns the object you passed in `items`, with all its own fields.
    const item: CatalogItem = api.getItem(itemId);
    // Walk up with getParentId until it returns null (a root item).
    const path: string[] = [];
    let parentId = api.getParentId(itemId);
    while (parentId !== null) {
      path.unshift(api.getItem(parentId).label);
      parentId = api.getParentId(parentId);
    }
    const childCount = api.getItemOrderedChildrenIds(itemId).length;
    setDetails({ item, path, childCount });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ height: 300, overflowY: 'auto', flex: 1, minWidth: 220 }}>
        <RichTreeView
          items={catalogItems}
          apiRef={apiRef}
          defaultExpandedItems={['camping', 'sleep']}
          onSelectedItemsChange={handleSelection}
        />
      </Box>
      <Box sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {details ? (
          <React.Fragment>
            <Typography variant="subtitle2">{details.item.label}</Typography>
            <Typography variant="body2">Id: {details.item.id}</Typography>
            <Typography variant="body2">
              Path: {details.path.length > 0 ? details.path.join(' / ') : '(root item)'}
            </Typography>
            <Typography variant="body2">
              {details.item.price === undefined
                ? `Children: ${details.childCount}`
                : `Price: €${details.item.price}`}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select an item to read it through the API.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
