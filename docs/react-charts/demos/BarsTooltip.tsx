import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatGwh, monthlyGeneration } from './energyData';

type ChoiceProps<T extends string> = {
  label: string;
  value: T;
  choices: readonly T[];
  onChange: (next: T) => void;
};

function Choice<T extends string>({
  label,
  value,
  choices,
  onChange,
}: ChoiceProps<T>) {
  return (
    <div>
      <Typography variant="caption" component="div">
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: T | null) => next && onChange(next)}
        aria-label={label}
      >
        {choices.map((choice) => (
          <ToggleButton key={choice} value={choice}>
            {choice}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

type Highlight = 'band' | 'line' | 'none';

export default function BarsTooltip() {
  const [trigger, setTrigger] = React.useState<'axis' | 'item' | 'none'>('axis');
  const [x, setX] = React.useState<Highlight>('band');
  const [y, setY] = React.useState<Highlight>('none');

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Choice
          label="Tooltip trigger"
          value={trigger}
          choices={['axis', 'item', 'none']}
          onChange={setTrigger}
        />
        <Choice
          label="axisHighlight.x"
          value={x}
          choices={['band', 'line', 'none']}
          onChange={setX}
        />
        <Choice
          label="axisHighlight.y"
          value={y}
          choices={['line', 'none']}
          onChange={setY}
        />
      </Stack>
      <BarChart
        height={300}
        title="Solar and wind output from January to June"
        dataset={monthlyGeneration.slice(0, 6)}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={[
          { dataKey: 'solar', label: 'Solar', valueFormatter: formatGwh },
          { dataKey: 'wind', label: 'Wind', valueFormatter: formatGwh },
        ]}
        slotProps={{ tooltip: { trigger } }}
        axisHighlight={{ x, y }}
      />
    </div>
  );
}
