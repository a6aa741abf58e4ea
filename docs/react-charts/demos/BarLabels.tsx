import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, BarItem, BarLabelContext } from '@mui/x-charts/BarChart';
import { quarters, quarterlySolar, quarterlyWind } from './energyData';

// Prints each source's share of the quarter's total, and skips bars too short to hold text.
function shareLabel(item: BarItem, context: BarLabelContext) {
  if (item.value === null || context.bar.height < 18) {
    return null;
  }
  const total =
    (quarterlySolar[item.dataIndex] ?? 0) + (quarterlyWind[item.dataIndex] ?? 0);
  return `${Math.round((item.value / total) * 100)}%`;
}

export default function BarLabels() {
  const [mode, setMode] = React.useState<'value' | 'share'>('value');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, next: 'value' | 'share' | null) => next && setMode(next)}
        aria-label="Label content"
      >
        <ToggleButton value="value">barLabel="value"</ToggleButton>
        <ToggleButton value="share">Custom function</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        title="Solar and wind output per quarter, with labels on the bars"
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { data: quarterlySolar, label: 'Solar', stack: 'total' },
          { data: quarterlyWind, label: 'Wind', stack: 'total' },
        ]}
        barLabel={mode === 'value' ? 'value' : shareLabel}
      />
    </div>
  );
}
