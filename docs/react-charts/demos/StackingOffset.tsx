import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';
import { gridSupplyByHour } from '@site/src/demo-data/chartsBusiness';

const sources = ['nuclear', 'hydro', 'wind', 'solar', 'gas'] as const;
const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

export default function StackingOffset() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('none');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackOffset}
        onChange={(_event, next: StackOffsetType | null) =>
          next && setStackOffset(next)
        }
        aria-label="stackOffset"
      >
        {offsets.map((offset) => (
          <ToggleButton key={offset} value={offset}>
            {offset}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        title="Electricity supply by source over one day"
        height={320}
        dataset={gridSupplyByHour}
        xAxis={[
          { scaleType: 'point', dataKey: 'hour', valueFormatter: (h) => `${h}:00` },
        ]}
        yAxis={[
          {
            width: 50,
            // Sums of fractions can come out a hair above 1; keep the axis at 100%.
            max: stackOffset === 'expand' ? 1 : undefined,
            valueFormatter: (value: number) =>
              stackOffset === 'expand'
                ? `${Math.round(value * 100)}%`
                : `${value} GW`,
          },
        ]}
        series={sources.map((source) => ({
          dataKey: source,
          label: source.charAt(0).toUpperCase() + source.slice(1),
          stack: 'supply',
          stackOffset,
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value} GW`,
        }))}
      />
    </div>
  );
}
