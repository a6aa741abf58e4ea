import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

type TickPlacement = 'start' | 'middle' | 'end' | 'extremities';
type LabelPlacement = 'middle' | 'tick';

export default function AxisTickPlacement() {
  const [tickPlacement, setTickPlacement] =
    React.useState<TickPlacement>('extremities');
  const [labelPlacement, setLabelPlacement] =
    React.useState<LabelPlacement>('middle');

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <div>
          <Typography variant="caption" component="div" id="tick-placement-label">
            tickPlacement
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={tickPlacement}
            onChange={(_event, next: TickPlacement | null) =>
              next && setTickPlacement(next)
            }
            aria-labelledby="tick-placement-label"
          >
            {(['start', 'middle', 'end', 'extremities'] as const).map((value) => (
              <ToggleButton key={value} value={value}>
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography
            variant="caption"
            component="div"
            id="tick-label-placement-label"
          >
            tickLabelPlacement
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={labelPlacement}
            onChange={(_event, next: LabelPlacement | null) =>
              next && setLabelPlacement(next)
            }
            aria-labelledby="tick-label-placement-label"
          >
            <ToggleButton value="middle">middle</ToggleButton>
            <ToggleButton value="tick">tick</ToggleButton>
          </ToggleButtonGroup>
        </div>
      </Stack>
      <BarChart
        title="Revenue per region in the first two quarters"
        height={300}
        dataset={salesByRegion}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'region',
            tickPlacement,
            tickLabelPlacement: labelPlacement,
            // Longer ticks need a taller axis, or the labels run out of room.
            tickSize: 12,
            height: 40,
          },
        ]}
        series={[
          { dataKey: 'q1', label: 'Q1' },
          { dataKey: 'q2', label: 'Q2' },
        ]}
      />
    </div>
  );
}
