import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridColDef,
  GridRowSpacingParams,
  gridClasses,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// No gap above the first row or below the last one on the page.
function getRowSpacing(params: GridRowSpacingParams) {
  return {
    top: params.isFirstVisible ? 0 : 4,
    bottom: params.isLastVisible ? 0 : 4,
  };
}

type SpacingType = 'margin' | 'border';

export default function RowHeightSpacing() {
  const [spacingType, setSpacingType] = React.useState<SpacingType>('margin');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={spacingType}
        onChange={(_event, value: SpacingType | null) =>
          value && setSpacingType(value)
        }
        aria-label="Row spacing type"
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="margin">margin</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={spacingType}
          sx={{
            bgcolor: 'action.hover',
            [`& .${gridClasses.row}`]: {
              bgcolor: 'background.paper',
              // With rowSpacingType="border", the grid only sets the top and bottom widths.
              borderWidth: 0,
              borderStyle: 'solid',
              borderColor: 'primary.main',
              // Borders outside the row's height, as the grid's layout expects.
              boxSizing: 'content-box',
            },
          }}
        />
      </div>
    </Stack>
  );
}
