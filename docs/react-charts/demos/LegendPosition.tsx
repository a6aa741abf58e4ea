import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { revenueByChannel } from '@site/src/demo-data/chartsBusiness';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

const rows: Vertical[] = ['top', 'middle', 'bottom'];
const columns: Horizontal[] = ['start', 'center', 'end'];

export default function LegendPosition() {
  const [position, setPosition] = React.useState({
    vertical: 'top',
    horizontal: 'center',
  } as {
    vertical: Vertical;
    horizontal: Horizontal;
  });
  const [direction, setDirection] = React.useState<Direction>('horizontal');

  return (
    <div>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 3, mb: 1 }}
      >
        <div>
          <Typography variant="caption" component="div" id="legend-position-label">
            position
          </Typography>
          {/* One button per combination of `vertical` and `horizontal`. */}
          <Box
            role="group"
            aria-labelledby="legend-position-label"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, auto)',
              gap: 0.5,
            }}
          >
            {rows.flatMap((vertical) =>
              columns.map((horizontal) => (
                <ToggleButton
                  key={`${vertical}-${horizontal}`}
                  size="small"
                  value={`${vertical}-${horizontal}`}
                  selected={
                    position.vertical === vertical &&
                    position.horizontal === horizontal
                  }
                  onChange={() => setPosition({ vertical, horizontal })}
                  sx={{ px: 0.75, py: 0.25, fontSize: 11 }}
                >
                  {vertical} {horizontal}
                </ToggleButton>
              )),
            )}
          </Box>
        </div>
        <div>
          <Typography variant="caption" component="div" id="legend-direction-label">
            direction
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={direction}
            onChange={(_event, next: Direction | null) => next && setDirection(next)}
            aria-labelledby="legend-direction-label"
          >
            <ToggleButton value="horizontal">horizontal</ToggleButton>
            <ToggleButton value="vertical">vertical</ToggleButton>
          </ToggleButtonGroup>
        </div>
      </Stack>
      <LineChart
        title="Yearly revenue by sales channel, in millions of dollars"
        height={260}
        dataset={revenueByChannel}
        xAxis={[{ scaleType: 'point', dataKey: 'year' }]}
        series={[
          { dataKey: 'stores', label: 'Stores' },
          { dataKey: 'webshop', label: 'Webshop' },
          { dataKey: 'marketplaces', label: 'Marketplaces' },
          { dataKey: 'wholesale', label: 'Wholesale' },
        ]}
        slotProps={{ legend: { position, direction } }}
      />
    </div>
  );
}
