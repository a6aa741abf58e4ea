import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { averageTemperature, months } from '@site/src/demo-data/chartsOverview';

export default function ChartsQuickstartParentHeight() {
  const [flexParent, setFlexParent] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={flexParent}
            onChange={(event) => setFlexParent(event.target.checked)}
          />
        }
        label="Parent is a flex container"
      />
      <Box
        sx={{
          height: 280,
          display: flexParent ? 'flex' : 'block',
          flexDirection: 'column',
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        {/* No height prop: the chart measures the box. The key redraws it from scratch. */}
        <LineChart
          key={flexParent ? 'flex' : 'block'}
          title="Average daytime temperature per month, in degrees Celsius"
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 35 }]}
          series={[
            {
              data: averageTemperature,
              label: 'Temperature (°C)',
              valueFormatter: (value) => (value === null ? '' : `${value} °C`),
            },
          ]}
        />
      </Box>
    </div>
  );
}
