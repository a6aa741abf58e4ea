import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function SalaryEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Employee, number>) {
  const apiRef = useGridApiContext();
  // The slider shows every position at once; the grid only hears about it once the thumb rests.
  const [position, setPosition] = React.useState(value ?? 0);
  const thumbRef = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) thumbRef.current?.querySelector('input')?.focus();
  }, [hasFocus]);

  const handleChange = (event: Event, newValue: number | number[]) => {
    const next = newValue as number;
    setPosition(next);
    apiRef.current.setEditCellValue({ id, field, value: next, debounceMs: 300 });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', px: 2 }}>
      <Slider
        value={position}
        onChange={handleChange}
        min={30000}
        max={250000}
        step={1000}
        aria-label="Salary"
        getAriaValueText={(v) => money.format(v)}
        slotProps={{ thumb: { ref: thumbRef } }}
        sx={{ flex: 1 }}
      />
      <Typography variant="caption" sx={{ minWidth: 96, lineHeight: 1.3 }}>
        Slider: {money.format(position)}
        <br />
        Grid: {money.format(value ?? 0)}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 330,
    editable: true,
    valueFormatter: (value: number) => money.format(value),
    renderEditCell: (params) => <SalaryEditCell {...params} />,
  },
];

export default function EditingCustomComponentSlider() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
