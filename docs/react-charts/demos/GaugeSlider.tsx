import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const MIN = 10;
const MAX = 30;

export default function GaugeSlider() {
  const [target, setTarget] = React.useState(21.5);
  const labelId = React.useId();

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Gauge
        value={target}
        valueMin={MIN}
        valueMax={MAX}
        startAngle={-120}
        endAngle={120}
        cornerRadius="50%"
        text={({ value }) => `${value} °C`}
        height={180}
        width={220}
        title="Thermostat target temperature"
        // Keeps "21.5 °C" in this order on right-to-left pages.
        direction="ltr"
        aria-valuetext={`${target} degrees Celsius`}
      />
      <div style={{ width: '100%', maxWidth: 280 }}>
        <Typography id={labelId} variant="body2" gutterBottom>
          Target temperature
        </Typography>
        <Slider
          value={target}
          onChange={(_event, value) => setTarget(value as number)}
          min={MIN}
          max={MAX}
          step={0.5}
          valueLabelDisplay="auto"
          getAriaValueText={(value) => `${value} degrees Celsius`}
          aria-labelledby={labelId}
        />
      </div>
    </Stack>
  );
}
