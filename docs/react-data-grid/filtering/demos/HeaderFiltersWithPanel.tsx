import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, GridFilterModel } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(50);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
];

export default function HeaderFiltersWithPanel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 'a', field: 'rating', operator: '>=', value: 4 },
      // Only the first item of a column shows in its header cell; this one lives in the panel.
      { id: 'b', field: 'rating', operator: '!=', value: 5 },
    ],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        {filterModel.items
          .map((item) => `${item.field} ${item.operator} ${JSON.stringify(item.value ?? null)}`)
          .join(' · ') || 'no conditions'}
      </Box>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          headerFilters
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
