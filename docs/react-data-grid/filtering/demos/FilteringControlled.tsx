import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 90 },
];

const onLeave: GridFilterModel = {
  items: [{ field: 'isActive', operator: 'is', value: false }],
};
const topRated: GridFilterModel = {
  items: [{ field: 'rating', operator: '=', value: 5 }],
};

export default function FilteringControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(topRated);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setFilterModel(topRated)}>
          Rated 5
        </Button>
        <Button size="small" variant="outlined" onClick={() => setFilterModel(onLeave)}>
          Not active
        </Button>
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Show everyone
        </Button>
      </Stack>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        filterModel: {JSON.stringify(filterModel)}
      </Box>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </div>
    </Stack>
  );
}
