import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import {
  rideHeatmap,
  signupFunnel,
  timeSlots,
  weekdays,
} from '@site/src/demo-data/chartsOverview';

export default function ChartsOverviewProCharts() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <Heatmap
        height={280}
        xAxis={[{ data: timeSlots, label: 'Three hours from' }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 20,
              max: 160,
              color: ['#d0ecf5', '#0a4d7a'],
            },
          },
        ]}
        series={[{ data: rideHeatmap, label: 'Rides per hour' }]}
      >
        {/* Heatmap 8.2.0 does not forward `title`, so name its <svg> directly. */}
        <title>Average rides started per hour, by weekday and three-hour slot</title>
      </Heatmap>
      <FunnelChart
        title="New riders at each step from app install to a repeat ride"
        height={280}
        series={[
          {
            data: signupFunnel,
            valueFormatter: (item) => item.value.toLocaleString('en-US'),
          },
        ]}
      />
    </Box>
  );
}
