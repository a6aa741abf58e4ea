import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { shopKpis } from '@site/src/demo-data/chartsMetrics';

// A darker shade on the light background, a lighter one on the dark background.
const good = (mode: 'light' | 'dark') => (mode === 'dark' ? '#66bb6a' : '#2e7d32');
const bad = (mode: 'light' | 'dark') => (mode === 'dark' ? '#ef5350' : '#c62828');

function formatKpi(value: number, unit: string) {
  return unit === '$' ? `$${value}` : `${value}${unit}`;
}

export default function SparklineColor() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {shopKpis.map((kpi) => {
        const first = kpi.weekly[0] ?? 0;
        const last = kpi.weekly[kpi.weekly.length - 1] ?? 0;
        const rose = last > first;
        const isGood = rose === kpi.higherIsBetter;
        return (
          <Paper key={kpi.id} variant="outlined" sx={{ flex: 1, p: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {kpi.label}
            </Typography>
            <Typography variant="h6" component="p">
              {formatKpi(last, kpi.unit)} {rose ? '▲' : '▼'}
            </Typography>
            <SparkLineChart
              data={kpi.weekly}
              height={40}
              color={isGood ? good : bad}
              yAxis={{ domainLimit: 'strict' }}
              title={`${kpi.label} over the last ten weeks, ${isGood ? 'improving' : 'getting worse'}`}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}
