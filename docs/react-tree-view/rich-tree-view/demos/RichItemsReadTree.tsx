import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogItems, CatalogItem } from '@site/src/demo-data/treeViewCatalog';

interface DepartmentSummary {
  label: string;
  products: number;
  value: number;
}

// Counts the leaves below an item and adds up their prices.
function summarize(item: CatalogItem): { products: number; value: number } {
  if (!item.children || item.children.length === 0) {
    return { products: 1, value: item.price ?? 0 };
  }
  return item.children.map(summarize).reduce(
    (total, part) => ({ products: total.products + part.products, value: total.value + part.value }),
    { products: 0, value: 0 },
  );
}

export default function RichItemsReadTree() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState<DepartmentSummary[]>([]);

  const handleClick = () => {
    // getItemTree is typed with the default { id, label } shape, but it returns our own CatalogItem
    // objects (and rewrites their `children` arrays in place, harmless for this static data).
    const tree = (apiRef.current?.getItemTree() ?? []) as CatalogItem[];
    setSummary(tree.map((department) => ({ label: department.label, ...summarize(department) })));
  };

  return (
    <Box sx={{ minWidth: 240 }}>
      <Box sx={{ maxHeight: 240, overflowY: 'auto' }}>
        <RichTreeView items={catalogItems} apiRef={apiRef} />
      </Box>
      <Button variant="outlined" size="small" onClick={handleClick} sx={{ my: 1 }}>
        Summarize the catalog
      </Button>
      {summary.map((row) => (
        <Typography key={row.label} variant="body2">
          {row.label}: {row.products} products, €{row.value} at list price
        </Typography>
      ))}
    </Box>
  );
}
