import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Monthly mean temperature of three towns"
        height={300}
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          {
            dataKey: 'harbourton',
            label: 'Harbourton',
            valueFormatter: formatCelsius,
          },
          { dataKey: 'vostrava', label: 'Vostrava', valueFormatter: formatCelsius },
          {
            dataKey: 'solMirado',
            label: 'Sol Mirado',
            valueFormatter: formatCelsius,
          },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </div>
  );
}
