import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridFilterInputValue,
  GridFilterOperator,
} from '@mui/x-data-grid';
import { getProjects, type Project } from './customColumnsData';

const rows = getProjects();

// Filter operators written for arrays of strings.
const tagOperators: GridFilterOperator<Project, string[], string>[] = [
  {
    label: 'has tag',
    value: 'hasTag',
    getApplyFilterFn: (filterItem) => {
      if (!filterItem.value) {
        return null;
      }
      const wanted = String(filterItem.value).trim().toLowerCase();
      return (value) => (value ?? []).some((tag) => tag === wanted);
    },
    InputComponent: GridFilterInputValue,
  },
  {
    label: 'has only one tag',
    value: 'single',
    requiresFilterValue: false,
    getApplyFilterFn: () => (value) => (value ?? []).length === 1,
  },
];

// 'custom': the value is an array, which fits none of the built-in types.
const tagsColumn: GridColTypeDef<string[], string> = {
  type: 'custom',
  width: 240,
  display: 'flex',
  // Text for export, copy and the quick filter.
  valueFormatter: (value: string[] | null) => (value ?? []).join(', '),
  // Sort by the number of tags, then alphabetically.
  sortComparator: (a, b) => a.length - b.length || a.join().localeCompare(b.join()),
  filterOperators: tagOperators,
  renderCell: ({ value }) => (
    <Stack direction="row" spacing={0.5}>
      {(value ?? []).map((tag: string) => (
        <Chip key={tag} label={tag} size="small" />
      ))}
    </Stack>
  ),
};

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', width: 190 },
  { field: 'tags', headerName: 'Tags', ...tagsColumn },
];

export default function CustomColumnsTags() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'tags', operator: 'hasTag', value: 'web' }],
            },
          },
        }}
      />
    </div>
  );
}
