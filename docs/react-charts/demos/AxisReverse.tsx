import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

export default function AxisReverse() {
  const [reverseX, setReverseX] = React.useState(false);
  const [reverseY, setReverseY] = React.useState(false);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={reverseX}
              onChange={(event) => setReverseX(event.target.checked)}
            />
          }
          label="Reverse the x-axis"
        />
        <FormControlLabel
          control={
            <Switch
              checked={reverseY}
              onChange={(event) => setReverseY(event.target.checked)}
            />
          }
          label="Reverse the y-axis"
        />
      </Stack>
      <BarChart
        title="Fourth-quarter revenue per region"
        height={300}
        dataset={salesByRegion}
        xAxis={[{ scaleType: 'band', dataKey: 'region', reverse: reverseX }]}
        yAxis={[
          { reverse: reverseY, valueFormatter: (value: number) => `$${value}k` },
        ]}
        series={[
          { dataKey: 'q4', label: 'Q4 revenue', valueFormatter: (v) => `$${v}k` },
        ]}
        hideLegend
      />
    </div>
  );
}
