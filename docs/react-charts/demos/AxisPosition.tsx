import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, vostravaDaylight } from '@site/src/demo-data/chartsClimate';

type XPosition = 'top' | 'bottom' | 'none';
type YPosition = 'left' | 'right' | 'none';

export default function AxisPosition() {
  const [xPosition, setXPosition] = React.useState<XPosition>('bottom');
  const [yPosition, setYPosition] = React.useState<YPosition>('left');
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);

  return (
    <div>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}
      >
        <div>
          <Typography variant="caption" component="div" id="x-position-label">
            x-axis position
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={xPosition}
            onChange={(_event, next: XPosition | null) => next && setXPosition(next)}
            aria-labelledby="x-position-label"
          >
            <ToggleButton value="top">top</ToggleButton>
            <ToggleButton value="bottom">bottom</ToggleButton>
            <ToggleButton value="none">none</ToggleButton>
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography variant="caption" component="div" id="y-position-label">
            y-axis position
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={yPosition}
            onChange={(_event, next: YPosition | null) => next && setYPosition(next)}
            aria-labelledby="y-position-label"
          >
            <ToggleButton value="left">left</ToggleButton>
            <ToggleButton value="right">right</ToggleButton>
            <ToggleButton value="none">none</ToggleButton>
          </ToggleButtonGroup>
        </div>
        <FormControlLabel
          control={
            <Switch
              checked={disableLine}
              onChange={(event) => setDisableLine(event.target.checked)}
            />
          }
          label="disableLine"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableTicks}
              onChange={(event) => setDisableTicks(event.target.checked)}
            />
          }
          label="disableTicks"
        />
      </Stack>
      <LineChart
        title="Hours of daylight per day in Vostrava"
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            position: xPosition,
            disableLine,
            disableTicks,
          },
        ]}
        yAxis={[{ position: yPosition, disableLine, disableTicks }]}
        series={[
          {
            data: vostravaDaylight,
            label: 'Daylight',
            area: true,
            valueFormatter: (hours) => (hours === null ? '' : `${hours} h`),
          },
        ]}
        hideLegend
      />
    </div>
  );
}
