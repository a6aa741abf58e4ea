import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailySignups, fortnightDays } from '@site/src/demo-data/chartsMetrics';

export default function SparklineAxisHighlight() {
  // Index of the day the reader clicked last, or null before the first click.
  const [picked, setPicked] = React.useState<number | null>(null);

  const total = dailySignups.reduce((sum, value) => sum + value, 0);
  const reading =
    picked === null
      ? `${total} sign-ups in two weeks`
      : `${fortnightDays[picked]}: ${dailySignups[picked]} sign-ups`;

  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Typography variant="body2" aria-live="polite">
        {reading}
      </Typography>
      <SparkLineChart
        data={dailySignups}
        height={70}
        showHighlight
        axisHighlight={{ x: 'line' }}
        onAxisClick={(_event, axisData) => {
          if (axisData) {
            setPicked(axisData.dataIndex);
          }
        }}
        title="Daily sign-ups over two weeks; click a day to read its value"
      />
      <Typography variant="caption" color="text.secondary">
        Hover to follow the days, click to read one.
      </Typography>
    </Stack>
  );
}
