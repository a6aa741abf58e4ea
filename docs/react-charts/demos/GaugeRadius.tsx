import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { serverReadings } from '@site/src/demo-data/chartsMetrics';

export default function GaugeRadius() {
  const [innerRadius, setInnerRadius] = React.useState(70);
  const [outerRadius, setOuterRadius] = React.useState(100);
  const [cornerRadius, setCornerRadius] = React.useState(50);

  // The inner radius stays at least 5 points inside the outer one, so the arc never turns inside out.
  const sliders = [
    {
      label: 'innerRadius',
      value: innerRadius,
      set: setInnerRadius,
      min: 0,
      max: outerRadius - 5,
    },
    {
      label: 'outerRadius',
      value: outerRadius,
      set: setOuterRadius,
      min: innerRadius + 5,
      max: 100,
    },
    {
      label: 'cornerRadius',
      value: cornerRadius,
      set: setCornerRadius,
      min: 0,
      max: 100,
    },
  ];

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: 'center' }}
    >
      <Stack sx={{ width: 220, px: 1 }}>
        {sliders.map((slider) => (
          <div key={slider.label}>
            <Typography variant="body2">
              {slider.label}: &apos;{slider.value}%&apos;
            </Typography>
            <Slider
              value={slider.value}
              onChange={(_event, value) => slider.set(value as number)}
              min={slider.min}
              max={slider.max}
              step={5}
              aria-label={slider.label}
            />
          </div>
        ))}
      </Stack>
      <div style={{ flex: 1, width: '100%' }}>
        <Gauge
          value={serverReadings.diskUsedPercent}
          startAngle={-110}
          endAngle={110}
          innerRadius={`${innerRadius}%`}
          outerRadius={`${outerRadius}%`}
          cornerRadius={`${cornerRadius}%`}
          height={200}
          title="Disk used, in percent"
        />
      </div>
    </Stack>
  );
}
