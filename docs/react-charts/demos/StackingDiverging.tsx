import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthlyProfitAndLoss } from '@site/src/demo-data/chartsBusiness';

type Offset = 'diverging' | 'none';

const money = (value: number | null) => (value === null ? '' : `$${value}k`);
const kinds = [
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'services', label: 'Services' },
  { key: 'payroll', label: 'Payroll' },
  { key: 'hosting', label: 'Hosting' },
  { key: 'marketing', label: 'Marketing' },
];

export default function StackingDiverging() {
  const [stackOffset, setStackOffset] = React.useState<Offset>('diverging');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackOffset}
        onChange={(_event, next: Offset | null) => next && setStackOffset(next)}
        aria-label="stackOffset"
      >
        <ToggleButton value="diverging">diverging</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        title="Monthly income and costs, in thousands of dollars"
        height={320}
        dataset={monthlyProfitAndLoss}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={kinds.map(({ key, label }) => ({
          dataKey: key,
          label,
          stack: 'money',
          stackOffset,
          valueFormatter: money,
        }))}
      />
    </div>
  );
}
