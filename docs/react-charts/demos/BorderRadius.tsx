import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthlyGeneration } from './energyData';

export default function BorderRadius() {
  const [radius, setRadius] = React.useState(8);

  return (
    <div>
      <div style={{ maxWidth: 240, paddingInline: 8 }}>
        <Typography variant="body2" id="border-radius-label">
          borderRadius: {radius}px
        </Typography>
        <Slider
          value={radius}
          onChange={(_event, value) => setRadius(value as number)}
          min={0}
          max={20}
          aria-labelledby="border-radius-label"
        />
      </div>
      <BarChart
        height={300}
        title="Hydro, wind and solar output from January to June"
        borderRadius={radius}
        dataset={monthlyGeneration.slice(0, 6)}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={[
          { dataKey: 'hydro', label: 'Hydro', stack: 'mix' },
          { dataKey: 'wind', label: 'Wind', stack: 'mix' },
          { dataKey: 'solar', label: 'Solar' },
        ]}
      />
    </div>
  );
}
