import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { productLines } from '@site/src/demo-data/chartsMeasurements';

type AxisHighlight = 'none' | 'line' | 'band';

const points = productLines.map(({ id, growth, margin }) => ({
  id,
  x: growth,
  y: margin,
}));

export default function HighlightAxis() {
  const [x, setX] = React.useState<AxisHighlight>('line');
  const [y, setY] = React.useState<AxisHighlight>('line');

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <div>
          <Typography variant="caption" component="div" id="axis-highlight-x">
            axisHighlight.x
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={x}
            onChange={(_event, next: AxisHighlight | null) => next && setX(next)}
            aria-labelledby="axis-highlight-x"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="line">line</ToggleButton>
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography variant="caption" component="div" id="axis-highlight-y">
            axisHighlight.y
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={y}
            onChange={(_event, next: AxisHighlight | null) => next && setY(next)}
            aria-labelledby="axis-highlight-y"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="line">line</ToggleButton>
          </ToggleButtonGroup>
        </div>
      </Stack>
      <ScatterChart
        title="Sales growth and gross margin of twelve product lines"
        height={300}
        xAxis={[{ label: 'Sales growth (%)' }]}
        yAxis={[{ label: 'Gross margin (%)' }]}
        series={[
          {
            data: points,
            label: 'Product line',
            valueFormatter: (point) =>
              point && `${point.id}: growth ${point.x}%, margin ${point.y}%`,
          },
        ]}
        axisHighlight={{ x, y }}
        hideLegend
      />
    </div>
  );
}
