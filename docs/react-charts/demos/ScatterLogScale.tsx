import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { mammalHeartRates } from '@site/src/demo-data/chartsMeasurements';

const mammals = mammalHeartRates.map((animal) => ({
  x: animal.mass,
  y: animal.heartRate,
  id: animal.id,
}));

// On a log axis, label 1, 2 and 5 times each power of ten and leave the other ticks blank.
const logTickLabel = (value: number) => {
  const mantissa = value / 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-6) ? String(value) : '';
};

export default function ScatterLogScale() {
  const [logScale, setLogScale] = React.useState(true);
  const scaleType = logScale ? 'log' : 'linear';
  const valueFormatter = logScale ? logTickLabel : undefined;

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={logScale}
            onChange={(event) => setLogScale(event.target.checked)}
          />
        }
        label="Logarithmic axes"
      />
      <ScatterChart
        height={340}
        title="Body mass and resting heart rate of mammals"
        series={[
          {
            label: 'Mammals',
            data: mammals,
            markerSize: 5,
            valueFormatter: (point) =>
              point && `${point.id}: ${point.x} kg, ${point.y} beats/min`,
          },
        ]}
        // The mass axis spans six decades (0.01 to 10,000 kg): tickNumber 6 gives one tick per power of ten.
        xAxis={[
          { scaleType, label: 'Body mass (kg)', tickNumber: 6, valueFormatter },
        ]}
        yAxis={[{ scaleType, label: 'Heart rate (beats/min)', valueFormatter }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </div>
  );
}
