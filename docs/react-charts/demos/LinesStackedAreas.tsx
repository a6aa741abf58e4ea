import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { vostravaPrecipitation } from '@site/src/demo-data/chartsClimate';

const formatMm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function LinesStackedAreas() {
  const [area, setArea] = React.useState(true);
  const [stacked, setStacked] = React.useState(true);
  // Series with the same `stack` string are drawn on top of each other.
  const stack = stacked ? 'precipitation' : undefined;

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
        label="Fill the areas"
      />
      <FormControlLabel
        control={
          <Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />
        }
        label="Stack the series"
      />
      <LineChart
        title="Rain and snow in Vostrava per month, in millimetres"
        height={300}
        dataset={vostravaPrecipitation}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          { dataKey: 'rain', label: 'Rain', area, stack, valueFormatter: formatMm },
          { dataKey: 'snow', label: 'Snow', area, stack, valueFormatter: formatMm },
        ]}
      />
    </div>
  );
}
