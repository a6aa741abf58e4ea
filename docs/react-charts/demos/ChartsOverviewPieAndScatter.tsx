import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import {
  classicTrips,
  ebikeTrips,
  ridesByTicket,
} from '@site/src/demo-data/chartsOverview';

export default function ChartsOverviewPieAndScatter() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <PieChart
        title="Share of rides by ticket type"
        height={260}
        series={[
          {
            data: ridesByTicket,
            innerRadius: '55%',
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
      />
      <ScatterChart
        title="Trip distance against trip duration, classic and electric bikes"
        height={260}
        xAxis={[{ label: 'Distance (km)', min: 0 }]}
        yAxis={[{ label: 'Duration (min)', min: 0, width: 50 }]}
        series={[
          { data: classicTrips, label: 'Classic' },
          { data: ebikeTrips, label: 'E-bike' },
        ]}
      />
    </Box>
  );
}
