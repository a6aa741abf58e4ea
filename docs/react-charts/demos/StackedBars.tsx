import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthlyGeneration } from './energyData';

export default function StackedBars() {
  const [stacked, setStacked] = React.useState(true);
  // Series that share the same `stack` key are drawn on top of each other.
  const stack = stacked ? 'renewables' : undefined;

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={stacked}
            onChange={(event) => setStacked(event.target.checked)}
          />
        }
        label="Stack the sources"
      />
      <BarChart
        height={320}
        title="Monthly output of hydro, wind and solar power"
        dataset={monthlyGeneration}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={[
          { dataKey: 'hydro', label: 'Hydro', stack },
          { dataKey: 'wind', label: 'Wind', stack },
          { dataKey: 'solar', label: 'Solar', stack },
        ]}
      />
    </div>
  );
}
