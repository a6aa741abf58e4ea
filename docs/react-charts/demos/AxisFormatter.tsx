import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  cityTemperatures,
  formatCelsius,
  months,
} from '@site/src/demo-data/chartsClimate';

// 'Jan' -> 'January', from the month's position in the year.
const fullMonthName = (month: string) =>
  new Date(Date.UTC(2024, months.indexOf(month), 1)).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });

export default function AxisFormatter() {
  const [hideTooltip, setHideTooltip] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={hideTooltip}
            onChange={(event) => setHideTooltip(event.target.checked)}
          />
        }
        label="hideTooltip on the x-axis"
      />
      <LineChart
        title="Monthly mean temperature of two towns"
        height={300}
        dataset={cityTemperatures}
        xAxis={[
          {
            scaleType: 'point',
            dataKey: 'month',
            hideTooltip,
            // The first letter under each tick, the full name in the tooltip.
            valueFormatter: (month: string, context) =>
              context.location === 'tick' ? month.charAt(0) : fullMonthName(month),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            dataKey: 'harbourton',
            label: 'Harbourton',
            valueFormatter: formatCelsius,
          },
          { dataKey: 'vostrava', label: 'Vostrava', valueFormatter: formatCelsius },
        ]}
      />
    </div>
  );
}
