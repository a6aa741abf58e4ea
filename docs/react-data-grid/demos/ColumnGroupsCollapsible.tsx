import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridAddIcon,
  GridColDef,
  GridColumnGroupingModel,
  GridColumnVisibilityModel,
  GridRemoveIcon,
} from '@mui/x-data-grid';
import { getStockPrices, type StockPrice } from '@site/src/demo-data';

type Row = StockPrice & { id: number };

const rows: Row[] = getStockPrices(20).map((day, index) => ({ id: index, ...day }));

const columns: GridColDef<Row>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'open', headerName: 'Open', type: 'number', width: 90 },
  { field: 'high', headerName: 'High', type: 'number', width: 90 },
  { field: 'low', headerName: 'Low', type: 'number', width: 90 },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
  { field: 'volume', headerName: 'Shares', type: 'number', width: 110 },
  {
    field: 'turnover',
    headerName: 'Turnover',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => Math.round(row.volume * row.close),
  },
];

// Each group lists its columns; the first one stays visible when the group is collapsed.
const GROUPS = [
  {
    groupId: 'price',
    headerName: 'Price',
    fields: ['close', 'open', 'high', 'low'],
  },
  { groupId: 'trading', headerName: 'Trading', fields: ['volume', 'turnover'] },
];

export default function ColumnGroupsCollapsible() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({
    trading: true,
  });

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () =>
      GROUPS.map(({ groupId, headerName, fields }) => ({
        groupId,
        headerName,
        children: columns
          .filter((column) => fields.includes(column.field))
          .map((column) => ({ field: column.field })),
        renderHeaderGroup: () => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconButton
              size="small"
              aria-label={`${collapsed[groupId] ? 'Expand' : 'Collapse'} ${headerName}`}
              aria-expanded={!collapsed[groupId]}
              onClick={() =>
                setCollapsed((prev) => ({ ...prev, [groupId]: !prev[groupId] }))
              }
            >
              {collapsed[groupId] ? (
                <GridAddIcon fontSize="small" />
              ) : (
                <GridRemoveIcon fontSize="small" />
              )}
            </IconButton>
            <span>{headerName}</span>
          </Stack>
        ),
      })),
    [collapsed],
  );

  // Hide every column of a collapsed group except its first one.
  const columnVisibilityModel = React.useMemo(() => {
    const model: GridColumnVisibilityModel = {};
    GROUPS.forEach(({ groupId, fields }) => {
      fields.slice(1).forEach((field) => {
        model[field] = !collapsed[groupId];
      });
    });
    return model;
  }, [collapsed]);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        // The groups own visibility here, so the menu does not offer to hide columns.
        disableColumnSelector
      />
    </div>
  );
}
