import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridColDef,
  GridRowId,
  GridRowParams,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => (
  <Box sx={{ px: 2, py: 1.5, typography: 'body2' }}>
    {row.jobTitle} in {row.country}, {row.email}
  </Box>
);
const getDetailPanelHeight = () => 52;

export default function MasterDetailControlled() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(
    () => new Set([2]),
  );
  const [onlyOne, setOnlyOne] = React.useState(false);

  const handleChange = (ids: Set<GridRowId>) => {
    if (onlyOne) {
      // Keep only the panel that was just opened.
      const opened = [...ids].filter((id) => !expandedIds.has(id));
      setExpandedIds(new Set(opened));
    } else {
      setExpandedIds(ids);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedIds(new Set(rows.map((row) => row.id)))}
        >
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedIds(new Set())}>
          Collapse all
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={onlyOne}
              onChange={(event) => {
                setOnlyOne(event.target.checked);
                setExpandedIds(new Set([...expandedIds].slice(0, 1)));
              }}
            />
          }
          label="One panel at a time"
        />
      </Stack>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        Open: {expandedIds.size ? [...expandedIds].join(', ') : 'none'}
      </Box>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={handleChange}
        />
      </div>
    </Stack>
  );
}
