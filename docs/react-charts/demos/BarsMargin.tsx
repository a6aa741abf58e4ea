import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, quarterlySolar, quarterlyWind } from './energyData';

export default function BarsMargin() {
  const [margin, setMargin] = React.useState(20);

  return (
    <div>
      <div style={{ maxWidth: 240, paddingInline: 8 }}>
        <Typography variant="body2" id="bars-margin-label">
          margin: {margin}px
        </Typography>
        <Slider
          value={margin}
          onChange={(_event, value) => setMargin(value as number)}
          min={0}
          max={60}
          aria-labelledby="bars-margin-label"
        />
      </div>
      {/* The dashed outline shows the edge of the chart's SVG. */}
      <div style={{ outline: '1px dashed currentColor', outlineOffset: -1 }}>
        <BarChart
          height={260}
          title="Solar and wind output per quarter"
          margin={margin}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          series={[
            { data: quarterlySolar, label: 'Solar' },
            { data: quarterlyWind, label: 'Wind' },
          ]}
          hideLegend
        />
      </div>
    </div>
  );
}
