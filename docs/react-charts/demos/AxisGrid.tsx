import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

export default function AxisGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={horizontal}
              onChange={(event) => setHorizontal(event.target.checked)}
            />
          }
          label="grid.horizontal"
        />
        <FormControlLabel
          control={
            <Switch
              checked={vertical}
              onChange={(event) => setVertical(event.target.checked)}
            />
          }
          label="grid.vertical"
        />
      </Stack>
      <LineChart
        title="Monthly mean temperature in Sol Mirado"
        height={300}
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[{ tickNumber: 8 }]}
        series={[
          {
            dataKey: 'solMirado',
            label: 'Sol Mirado',
            valueFormatter: formatCelsius,
          },
        ]}
        grid={{ horizontal, vertical }}
        hideLegend
      />
    </div>
  );
}
