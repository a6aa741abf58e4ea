import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, quarterlySolar, quarterlyWind } from './energyData';

type Direction = 'horizontal' | 'vertical';
type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

export default function BarsLegend() {
  const [hideLegend, setHideLegend] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');

  return (
    <div>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={hideLegend}
              onChange={(event) => setHideLegend(event.target.checked)}
            />
          }
          label="hideLegend"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(_event, next: Direction | null) => next && setDirection(next)}
          aria-label="Legend direction"
        >
          <ToggleButton value="horizontal">horizontal</ToggleButton>
          <ToggleButton value="vertical">vertical</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vertical}
          onChange={(_event, next: Vertical | null) => next && setVertical(next)}
          aria-label="Vertical position"
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="middle">middle</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={horizontal}
          onChange={(_event, next: Horizontal | null) => next && setHorizontal(next)}
          aria-label="Horizontal position"
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="center">center</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        title="Solar and wind output per quarter"
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { data: quarterlySolar, label: 'Solar' },
          { data: quarterlyWind, label: 'Wind' },
        ]}
        hideLegend={hideLegend}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </div>
  );
}
