import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 90 },
];

type Outline = 'default' | 'keyboard' | 'none';

const focused = (pseudo: string) =>
  `& .${gridClasses.cell}:${pseudo}, & .${gridClasses.columnHeader}:${pseudo}`;

export default function StyleRecipeFocusOutline() {
  const [outline, setOutline] = React.useState<Outline>('keyboard');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={outline}
        onChange={(_, value: Outline | null) => value && setOutline(value)}
        aria-label="Focus outline"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="keyboard">Keyboard only</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          sx={(theme) => {
            if (outline === 'default') return {};
            // Remove the outline the grid draws on the focused cell and on a cell
            // whose content (a checkbox, an input) has the focus.
            const hidden = { [`${focused('focus')}, ${focused('focus-within')}`]: { outline: 'none' } };
            if (outline === 'none') return hidden;
            // Draw it again when the browser says the focus came from the keyboard.
            return {
              ...hidden,
              [focused('focus-visible')]: {
                outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
                outlineOffset: -2,
              },
            };
          }}
        />
      </div>
    </div>
  );
}
