import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { teaCooling } from '@site/src/demo-data/chartsAxes';

type TimeScale = 'linear' | 'point' | 'band';

export default function AxisDataScales() {
  const [scaleType, setScaleType] = React.useState<TimeScale>('linear');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, next: TimeScale | null) => next && setScaleType(next)}
        aria-label="Scale type of the x-axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="point">point</ToggleButton>
        <ToggleButton value="band">band</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Temperature of a cup of tea after it was poured"
        height={300}
        dataset={teaCooling}
        xAxis={[{ scaleType, dataKey: 'minute', label: 'Minutes since pouring' }]}
        yAxis={[{ label: 'Temperature (°C)' }]}
        series={[
          {
            dataKey: 'temperature',
            label: 'Tea',
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
        hideLegend
      />
    </div>
  );
}
