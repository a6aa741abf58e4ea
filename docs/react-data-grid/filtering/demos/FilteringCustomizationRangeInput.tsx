import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);
const MIN = 40000;
const MAX = 160000;
const short = (value: number) => `$${value / 1000}k`;

function SalaryRangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const stored = Array.isArray(item.value) ? (item.value as number[]) : null;
  // Local state moves with the thumbs; the filter only changes when the user lets go.
  const [range, setRange] = React.useState<number[]>(stored ?? [MIN, MAX]);
  React.useEffect(() => {
    if (stored) setRange(stored); // follow changes made elsewhere, such as setFilterModel from code
  }, [stored]);

  // The panel calls focus() on this handle when the condition is added.
  const boxRef = React.useRef<HTMLDivElement>(null);
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => boxRef.current?.querySelector('input')?.focus(),
  }));

  return (
    <Box ref={boxRef} sx={{ width: 190, px: 1.5, pt: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {short(range[0] ?? MIN)} to {short(range[1] ?? MAX)}
      </Typography>
      <Slider
        size="small"
        min={MIN}
        max={MAX}
        step={5000}
        value={range}
        getAriaLabel={(index) => (index === 0 ? 'Lowest salary' : 'Highest salary')}
        getAriaValueText={short}
        onChange={(_event, value) => setRange(value as number[])}
        onChangeCommitted={(_event, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

const between: GridFilterOperator<Employee, number> = {
  value: 'between',
  label: 'between',
  InputComponent: SalaryRangeInput,
  getApplyFilterFn: (item) => {
    if (!Array.isArray(item.value)) return null;
    const [low, high] = item.value as number[];
    return (value) => value != null && value >= (low ?? MIN) && value <= (high ?? MAX);
  },
};

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    filterOperators: [between, ...getGridNumericOperators()],
  },
];

export default function FilteringCustomizationRangeInput() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'salary', operator: 'between', value: [60000, 90000] }],
            },
          },
        }}
      />
    </div>
  );
}
