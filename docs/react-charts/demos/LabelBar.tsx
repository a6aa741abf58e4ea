import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  BarChart,
  barLabelClasses,
  type BarLabelContext,
} from '@mui/x-charts/BarChart';
import { ticketsByCause } from '@site/src/demo-data/chartsBusiness';

type Choice = 'none' | 'value' | 'function';

const total = ticketsByCause.reduce((sum, row) => sum + row.tickets, 0);

// The share of all tickets, only on bars long enough to hold the text.
const shareLabel = (item: { value: number | null }, context: BarLabelContext) =>
  item.value === null || context.bar.width < 40
    ? null
    : `${Math.round((item.value / total) * 100)}%`;

export default function LabelBar() {
  const [choice, setChoice] = React.useState<Choice>('value');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, next: Choice | null) => next && setChoice(next)}
        aria-label="barLabel"
      >
        <ToggleButton value="none">no labels</ToggleButton>
        <ToggleButton value="value">'value'</ToggleButton>
        <ToggleButton value="function">function</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        title="Support tickets in one quarter, by cause"
        height={320}
        dataset={ticketsByCause}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'cause', width: 100 }]}
        series={[{ dataKey: 'tickets', label: 'Tickets' }]}
        barLabel={
          choice === 'none' ? undefined : choice === 'value' ? 'value' : shareLabel
        }
        sx={{ [`& .${barLabelClasses.root}`]: { fill: 'white', fontWeight: 600 } }}
        hideLegend
      />
    </div>
  );
}
