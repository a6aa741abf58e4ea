import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { gridSupplyByHour } from '@site/src/demo-data/chartsBusiness';

type TickChoice = 'auto' | 'function' | 'array';
type LabelChoice = 'auto' | 'function';

const tickIntervals: Record<
  TickChoice,
  'auto' | number[] | ((hour: number) => boolean)
> = {
  auto: 'auto',
  // A tick every third hour.
  function: (hour: number) => hour % 3 === 0,
  // Ticks at these values only.
  array: [0, 6, 12, 18, 23],
};

export default function AxisTickInterval() {
  const [ticks, setTicks] = React.useState<TickChoice>('function');
  const [labels, setLabels] = React.useState<LabelChoice>('auto');

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <div>
          <Typography variant="caption" component="div" id="tick-interval-label">
            tickInterval
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={ticks}
            onChange={(_event, next: TickChoice | null) => next && setTicks(next)}
            aria-labelledby="tick-interval-label"
          >
            <ToggleButton value="auto">auto</ToggleButton>
            <ToggleButton value="function">every 3 h</ToggleButton>
            <ToggleButton value="array">array</ToggleButton>
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography
            variant="caption"
            component="div"
            id="tick-label-interval-label"
          >
            tickLabelInterval
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={labels}
            onChange={(_event, next: LabelChoice | null) => next && setLabels(next)}
            aria-labelledby="tick-label-interval-label"
          >
            <ToggleButton value="auto">auto</ToggleButton>
            <ToggleButton value="function">every 6 h</ToggleButton>
          </ToggleButtonGroup>
        </div>
      </Stack>
      <LineChart
        title="Solar and wind supply over one day"
        height={300}
        dataset={gridSupplyByHour}
        xAxis={[
          {
            scaleType: 'point',
            dataKey: 'hour',
            tickInterval: tickIntervals[ticks],
            tickLabelInterval:
              labels === 'auto' ? 'auto' : (hour: number) => hour % 6 === 0,
            valueFormatter: (hour: number) => `${hour}:00`,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value} GW` }]}
        series={[
          { dataKey: 'solar', label: 'Solar', showMark: false },
          { dataKey: 'wind', label: 'Wind', showMark: false },
        ]}
      />
    </div>
  );
}
