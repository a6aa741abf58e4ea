import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  busiestStations,
  classicRides,
  ebikeRides,
  formatThousandRides,
  months,
  stationRides,
} from '@site/src/demo-data/chartsOverview';

export default function ChartsOverviewBarsAndLines() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <BarChart
        title="Rides started at the five busiest stations last week"
        height={260}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: busiestStations, width: 80 }]}
        xAxis={[{ tickNumber: 4 }]}
        series={[{ data: stationRides, label: 'Rides last week' }]}
        hideLegend
        grid={{ vertical: true }}
      />
      <LineChart
        title="Rides per month by bike type, in thousands"
        height={260}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: classicRides,
            label: 'Classic',
            area: true,
            stack: 'rides',
            showMark: false,
            valueFormatter: formatThousandRides,
          },
          {
            data: ebikeRides,
            label: 'E-bike',
            area: true,
            stack: 'rides',
            showMark: false,
            valueFormatter: formatThousandRides,
          },
        ]}
      />
    </Box>
  );
}
