import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { floodDays, riverDischarge } from '@site/src/demo-data/chartsClimate';

export default function LinesLogScale() {
  const [scaleType, setScaleType] = React.useState<'linear' | 'log'>('log');

  return (
    <div>
      <ToggleButtonGroup
        value={scaleType}
        exclusive
        size="small"
        onChange={(_event, value: 'linear' | 'log' | null) => value && setScaleType(value)}
        aria-label="Scale of the y-axis"
      >
        <ToggleButton value="linear">Linear</ToggleButton>
        <ToggleButton value="log">Log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Daily peak discharge of the Aller river during a flood, in cubic metres per second"
        height={300}
        xAxis={[{ scaleType: 'point', data: floodDays, tickInterval: (_day, index) => index % 2 === 0 }]}
        yAxis={[{ scaleType, width: 50 }]}
        series={[
          {
            data: riverDischarge,
            label: 'Discharge',
            valueFormatter: (value) => (value === null ? '' : `${value.toLocaleString('en-US')} m³/s`),
          },
        ]}
        hideLegend
      />
    </div>
  );
}
