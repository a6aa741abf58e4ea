import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailySignups } from '@site/src/demo-data/chartsMetrics';

export default function SparklineBasic() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <div style={{ flex: 1 }}>
        <Typography variant="body2" gutterBottom>
          plotType=&quot;line&quot; (default)
        </Typography>
        <SparkLineChart
          data={dailySignups}
          height={60}
          title="Daily sign-ups over two weeks, as a line"
        />
      </div>
      <div style={{ flex: 1 }}>
        <Typography variant="body2" gutterBottom>
          plotType=&quot;bar&quot;
        </Typography>
        <SparkLineChart
          plotType="bar"
          data={dailySignups}
          height={60}
          title="Daily sign-ups over two weeks, as bars"
        />
      </div>
    </Stack>
  );
}
