import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// One reading every three hours for the whole of 2023 (2,920 points), computed
// from a yearly and a daily cycle so every render gets the same numbers.
const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2023, 0, 1);
const hours = Array.from({ length: 365 * 8 }, (_, index) => index * 3);
const times = hours.map((hour) => new Date(start + hour * HOUR));
const temperatures = hours.map((hour) => {
  const yearly = -9 * Math.cos((2 * Math.PI * (hour - 400)) / (365 * 24));
  const daily = -4 * Math.cos((2 * Math.PI * (hour - 3)) / 24);
  const weather = 2.5 * Math.sin(hour / 37) + 1.5 * Math.sin(hour / 11);
  return Number((8 + yearly + daily + weather).toFixed(1));
});

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const hourFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export default function LinesLargeSeries() {
  const [marks, setMarks] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={marks} onChange={(event) => setMarks(event.target.checked)} />
        }
        label="Draw a mark on every reading"
      />
      <LineChart
        title="Air temperature in Harbourton every three hours during 2023"
        height={300}
        skipAnimation
        xAxis={[
          {
            scaleType: 'utc',
            data: times,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? monthFormat.format(date) : hourFormat.format(date),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: temperatures,
            label: 'Temperature',
            curve: 'linear',
            showMark: marks,
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
      />
    </div>
  );
}
