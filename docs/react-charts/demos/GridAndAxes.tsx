import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, quarterlySolar, quarterlyWind } from './energyData';

export default function GridAndAxes() {
  const [horizontalLines, setHorizontalLines] = React.useState(true);
  const [categoryGap, setCategoryGap] = React.useState(0.2);
  const [barGap, setBarGap] = React.useState(0.1);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={horizontalLines}
              onChange={(event) => setHorizontalLines(event.target.checked)}
            />
          }
          label="Horizontal lines"
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, px: 1 }}>
        <div style={{ width: 150 }}>
          <Typography variant="body2">categoryGapRatio: {categoryGap}</Typography>
          <Slider
            value={categoryGap}
            onChange={(_event, value) => setCategoryGap(value as number)}
            min={0}
            max={0.8}
            step={0.1}
            aria-label="Category gap ratio"
          />
        </div>
        <div style={{ width: 150 }}>
          <Typography variant="body2">barGapRatio: {barGap}</Typography>
          <Slider
            value={barGap}
            onChange={(_event, value) => setBarGap(value as number)}
            min={0}
            max={0.8}
            step={0.1}
            aria-label="Bar gap ratio"
          />
        </div>
      </Stack>
      <BarChart
        height={300}
        title="Solar and wind output per quarter"
        // Only lines along the value axis: in 8.2.0, lines along a band axis throw.
        grid={{ horizontal: horizontalLines }}
        xAxis={[
          {
            scaleType: 'band',
            data: quarters,
            categoryGapRatio: categoryGap,
            barGapRatio: barGap,
            label: 'Quarter',
          },
        ]}
        yAxis={[{ label: 'Output (GWh)', max: 500, tickNumber: 6 }]}
        series={[
          { data: quarterlySolar, label: 'Solar' },
          { data: quarterlyWind, label: 'Wind' },
        ]}
      />
    </div>
  );
}
