import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

type Baseline = number | 'min' | 'max' | undefined;
const options: { value: string; label: string; baseline: Baseline }[] = [
  { value: 'default', label: 'Unset (0)', baseline: undefined },
  { value: 'twenty', label: '20', baseline: 20 },
  { value: 'min', label: "'min'", baseline: 'min' },
  { value: 'max', label: "'max'", baseline: 'max' },
];

export default function LinesBaseline() {
  const [choice, setChoice] = React.useState('default');
  const baseline = options.find((option) => option.value === choice)?.baseline;

  return (
    <div>
      <ToggleButtonGroup
        value={choice}
        exclusive
        size="small"
        onChange={(_event, value: string | null) => value && setChoice(value)}
        aria-label="Baseline of the area"
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none' }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        title="Monthly mean temperature in Sol Mirado, drawn as an area"
        height={300}
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          {
            dataKey: 'solMirado',
            label: 'Sol Mirado',
            area: true,
            baseline,
            valueFormatter: formatCelsius,
          },
        ]}
      />
    </div>
  );
}
