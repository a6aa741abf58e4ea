import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { topProducts } from '@site/src/demo-data/chartsBusiness';

export default function AxisTickLabelSize() {
  const [angle, setAngle] = React.useState(-45);
  const [height, setHeight] = React.useState(60);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4 }}>
        <div style={{ width: 200 }}>
          <Typography id="axis-label-angle" variant="caption">
            tickLabelStyle.angle: {angle}°
          </Typography>
          <Slider
            size="small"
            value={angle}
            onChange={(_event, value) => setAngle(value as number)}
            min={-90}
            max={0}
            step={15}
            aria-labelledby="axis-label-angle"
          />
        </div>
        <div style={{ width: 200 }}>
          <Typography id="axis-height" variant="caption">
            height: {height} px
          </Typography>
          <Slider
            size="small"
            value={height}
            onChange={(_event, value) => setHeight(value as number)}
            min={25}
            max={200}
            step={5}
            aria-labelledby="axis-height"
          />
        </div>
      </Stack>
      <BarChart
        title="Units sold of the eight best-selling products"
        height={250 + height}
        dataset={topProducts}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'product',
            height,
            tickLabelStyle: { angle },
          },
        ]}
        series={[{ dataKey: 'units', label: 'Units sold' }]}
        hideLegend
      />
    </div>
  );
}
