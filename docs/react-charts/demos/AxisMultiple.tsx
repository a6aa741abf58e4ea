import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

type Side = 'left' | 'right';

// The two axes cover the same temperatures: -10 °C is 14 °F and 30 °C is 86 °F.
const toFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

export default function AxisMultiple() {
  const [side, setSide] = React.useState<Side>('right');

  return (
    <div>
      <Typography variant="caption" component="div" id="fahrenheit-side-label">
        position of the °F axis
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={side}
        onChange={(_event, next: Side | null) => next && setSide(next)}
        aria-labelledby="fahrenheit-side-label"
      >
        <ToggleButton value="left">left</ToggleButton>
        <ToggleButton value="right">right</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Monthly mean temperature in Vostrava, in °C and °F"
        height={300}
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[
          {
            id: 'celsius',
            min: -10,
            max: 30,
            tickInterval: [-10, 0, 10, 20, 30],
            label: '°C',
            width: 50,
          },
          {
            id: 'fahrenheit',
            min: toFahrenheit(-10),
            max: toFahrenheit(30),
            label: '°F',
            width: 50,
            position: side,
            // Ticks at the same heights as the °C ticks, so both read against one grid.
            tickInterval: [-10, 0, 10, 20, 30].map(toFahrenheit),
          },
        ]}
        series={[
          {
            dataKey: 'vostrava',
            label: 'Vostrava',
            yAxisId: 'celsius',
            valueFormatter: formatCelsius,
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </div>
  );
}
