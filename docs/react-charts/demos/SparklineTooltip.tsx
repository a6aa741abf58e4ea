import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailyRevenue, fortnightDays } from '@site/src/demo-data/chartsMetrics';

const formatDollars = (value: number | null) =>
  value === null ? '' : `$${value.toLocaleString('en-US')}`;

export default function SparklineTooltip() {
  const [withDays, setWithDays] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={withDays}
            onChange={(event) => setWithDays(event.target.checked)}
          />
        }
        label="Pass the days in xAxis"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 1 }}>
        <div style={{ flex: 1 }}>
          <Typography variant="body2" gutterBottom>
            Line: showHighlight draws a dot
          </Typography>
          <SparkLineChart
            data={dailyRevenue}
            height={70}
            showTooltip
            showHighlight
            valueFormatter={formatDollars}
            xAxis={withDays ? { data: fortnightDays } : undefined}
            title="Daily revenue over two weeks, as a line"
          />
        </div>
        <div style={{ flex: 1 }}>
          <Typography variant="body2" gutterBottom>
            Bar: showHighlight draws a band
          </Typography>
          <SparkLineChart
            plotType="bar"
            data={dailyRevenue}
            height={70}
            showTooltip
            showHighlight
            valueFormatter={formatDollars}
            xAxis={withDays ? { data: fortnightDays } : undefined}
            title="Daily revenue over two weeks, as bars"
          />
        </div>
      </Stack>
    </div>
  );
}
