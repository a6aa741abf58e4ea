import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';
import { departmentBudget } from '@site/src/demo-data/chartsBusiness';

const orders: StackOrderType[] = [
  'none',
  'reverse',
  'ascending',
  'descending',
  'appearance',
  'insideOut',
];

const dollars = (value: number | null) => `$${value?.toLocaleString('en-US')}k`;

export default function StackingOrder() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackOrder}
        onChange={(_event, next: StackOrderType | null) =>
          next && setStackOrder(next)
        }
        aria-label="stackOrder"
        sx={{ flexWrap: 'wrap' }}
      >
        {orders.map((order) => (
          <ToggleButton key={order} value={order}>
            {order}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        title="Yearly budget per department, in thousands of dollars"
        height={320}
        dataset={departmentBudget}
        xAxis={[{ scaleType: 'band', dataKey: 'department' }]}
        series={[
          // The order is read from the series of the group; set it on the first one.
          {
            dataKey: 'tools',
            label: 'Tools',
            stack: 'budget',
            stackOrder,
            valueFormatter: dollars,
          },
          {
            dataKey: 'training',
            label: 'Training',
            stack: 'budget',
            valueFormatter: dollars,
          },
          {
            dataKey: 'staff',
            label: 'Staff',
            stack: 'budget',
            valueFormatter: dollars,
          },
          {
            dataKey: 'travel',
            label: 'Travel',
            stack: 'budget',
            valueFormatter: dollars,
          },
        ]}
      />
    </div>
  );
}
