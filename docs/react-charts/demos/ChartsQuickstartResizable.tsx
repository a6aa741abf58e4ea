import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  classicRides,
  ebikeRides,
  formatThousandRides,
  months,
} from '@site/src/demo-data/chartsOverview';

export default function ChartsQuickstartResizable() {
  const [widthPercent, setWidthPercent] = React.useState(100);
  const [height, setHeight] = React.useState(300);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, px: 1 }}>
        <Box sx={{ width: 180 }}>
          <Typography variant="body2">
            Container width: {widthPercent}%
          </Typography>
          <Slider
            value={widthPercent}
            onChange={(_event, value) => setWidthPercent(value as number)}
            min={30}
            max={100}
            step={5}
            aria-label="Container width"
          />
        </Box>
        <Box sx={{ width: 180 }}>
          <Typography variant="body2">
            Container height: {height} px
          </Typography>
          <Slider
            value={height}
            onChange={(_event, value) => setHeight(value as number)}
            min={160}
            max={400}
            step={20}
            aria-label="Container height"
          />
        </Box>
      </Stack>
      <Box
        sx={{
          width: `${widthPercent}%`,
          height,
          display: 'flex',
          flexDirection: 'column',
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        {/* minHeight: 0 lets the chart get shorter again when the box shrinks. */}
        <BarChart
          title="Rides per month by bike type, in thousands"
          sx={{ minHeight: 0 }}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 35 }]}
          series={[
            {
              data: classicRides,
              label: 'Classic',
              stack: 'rides',
              valueFormatter: formatThousandRides,
            },
            {
              data: ebikeRides,
              label: 'E-bike',
              stack: 'rides',
              valueFormatter: formatThousandRides,
            },
          ]}
        />
      </Box>
    </div>
  );
}
