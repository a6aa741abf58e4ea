import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatShortDate, warningSiteVisits } from '@site/src/demo-data/chartsClimate';

// A tick on every Monday of the period.
const mondays = warningSiteVisits
  .map((row) => row.date)
  .filter((date) => date.getUTCDay() === 1);

export default function LineDemoWebsiteVisits() {
  // A unique id, so two charts on one page never share a gradient.
  const gradientId = `visits-fill-${React.useId().replace(/:/g, '')}`;

  return (
    <LineChart
      title="Daily visitors to a weather-warning website in January and February 2024"
      height={320}
      dataset={warningSiteVisits}
      xAxis={[
        {
          scaleType: 'utc',
          dataKey: 'date',
          tickInterval: mondays,
          valueFormatter: (date: Date) => formatShortDate(date),
        },
      ]}
      yAxis={[{ width: 50, valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[
        {
          dataKey: 'visitors',
          label: 'Visitors',
          area: true,
          showMark: false,
          color: '#0284c7',
          valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
        },
      ]}
      sx={{ '& .MuiAreaElement-root': { fill: `url(#${gradientId})` } }}
      hideLegend
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#0284c7" stopOpacity={0.55} />
          <stop offset="100%" stopColor="#0284c7" stopOpacity={0.05} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
