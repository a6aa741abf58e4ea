import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel, useGridApiRef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(80);
const CATEGORIES = ['Electronics', 'Furniture', 'Stationery'];

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function FilteringRecipesFacets() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['japan'],
  });
  const [counts, setCounts] = React.useState<Record<string, number>>({});
  const categoryItem = filterModel.items.find((item) => item.field === 'category');
  const picked: string[] = Array.isArray(categoryItem?.value) ? categoryItem.value : [];

  // Count each category among the rows that match the search alone, so the numbers
  // say what ticking a box would show. getFilterState computes without applying anything.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const { filteredRowsLookup } = api.getFilterState({ ...filterModel, items: [] });
    const next: Record<string, number> = {};
    rows.forEach((row) => {
      if (filteredRowsLookup[row.id] !== false) next[row.category] = (next[row.category] ?? 0) + 1;
    });
    setCounts(next);
  }, [apiRef, filterModel]);

  const toggle = (category: string) => {
    const value = picked.includes(category)
      ? picked.filter((c) => c !== category)
      : [...picked, category];
    const items = value.length ? [{ field: 'category', operator: 'isAnyOf', value }] : [];
    setFilterModel({ ...filterModel, items });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <FormGroup aria-label="Category" sx={{ minWidth: 170 }}>
        <Box sx={{ fontWeight: 500, mb: 0.5 }}>Category</Box>
        {CATEGORIES.map((category) => (
          <FormControlLabel
            key={category}
            control={
              <Checkbox
                size="small"
                checked={picked.includes(category)}
                onChange={() => toggle(category)}
              />
            }
            label={`${category} (${counts[category] ?? 0})`}
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 400, flex: 1, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          // The checkboxes replace the filter panel; the toolbar keeps its search field.
          disableColumnFilter
          showToolbar
        />
      </Box>
    </Stack>
  );
}
