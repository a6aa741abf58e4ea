import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { weeklySessions } from '@site/src/demo-data/chartsBusiness';

const weeks = weeklySessions.map((_, index) => `W${index + 1}`);

export default function ZoomOptions() {
  const [panning, setPanning] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />}
        label="Allow panning"
      />
      <BarChartPro
        height={300}
        title="Online shop sessions per week, in thousands"
        xAxis={[
          {
            id: 'weeks',
            scaleType: 'band',
            data: weeks,
            zoom: {
              minSpan: 20, // never fewer than 20% of the weeks (about 5)
              maxSpan: 60, // never more than 60% of them
              step: 10, // each wheel notch zooms twice as much as the default of 5
              panning,
            },
          },
        ]}
        // The first view must respect the limits: here 40% of the axis.
        initialZoom={[{ axisId: 'weeks', start: 0, end: 40 }]}
        series={[{ data: weeklySessions, label: 'Sessions (k)' }]}
      />
    </div>
  );
}
