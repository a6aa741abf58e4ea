import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel, GridLogicOperator } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
];

export default function QuickFilterLogic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['sales', 'canada'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="How search words combine"
        value={filterModel.quickFilterLogicOperator}
        onChange={(event) =>
          setFilterModel({
            ...filterModel,
            quickFilterLogicOperator: event.target.value as GridLogicOperator,
          })
        }
      >
        <FormControlLabel value="and" control={<Radio />} label="Every word (and)" />
        <FormControlLabel value="or" control={<Radio />} label="Any word (or)" />
      </RadioGroup>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Box>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
