import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { sunshineDays, sunshineHours } from '@site/src/demo-data/chartsClimate';

export default function LinesGaps() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="Connect across missing days"
      />
      <LineChart
        title="Daily sunshine hours in Harbourton over two weeks of June, with missing days"
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: sunshineDays,
            valueFormatter: (day: number) => `Jun ${day}`,
          },
        ]}
        series={[
          {
            // `null` marks a day without a reading.
            data: sunshineHours,
            label: 'Sunshine',
            area: true,
            connectNulls,
            valueFormatter: (value) => (value === null ? 'No reading' : `${value} h`),
          },
        ]}
      />
    </div>
  );
}
