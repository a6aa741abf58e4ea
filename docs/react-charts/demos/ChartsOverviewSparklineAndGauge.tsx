import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailyRides, docksInUse, docksTotal } from '@site/src/demo-data/chartsOverview';

const lastDay = dailyRides[dailyRides.length - 1] ?? 0;

export default function ChartsOverviewSparklineAndGauge() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Rides yesterday
        </Typography>
        <Typography variant="h5" component="p">
          {lastDay.toLocaleString('en-US')}
        </Typography>
        <SparkLineChart
          title="Rides per day over the last 14 days"
          data={dailyRides}
          height={80}
          area
          showHighlight
          showTooltip
          valueFormatter={(value) =>
            value === null ? '' : `${value.toLocaleString('en-US')} rides`
          }
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Docks in use
        </Typography>
        <Gauge
          title={`Docks in use: ${docksInUse} of ${docksTotal}`}
          height={140}
          value={docksInUse}
          valueMax={docksTotal}
          startAngle={-110}
          endAngle={110}
          innerRadius="75%"
          text={({ value, valueMax }) => `${value} / ${valueMax}`}
        />
      </Paper>
    </Box>
  );
}
