import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

type Placement = 'default' | 'top' | 'bottom' | 'corner';

export default function TooltipPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('default');
  const [corner, setCorner] = React.useState<HTMLDivElement | null>(null);

  const tooltip = {
    default: {},
    top: { placement: 'top' },
    bottom: { placement: 'bottom' },
    // Anchored to an element instead of the pointer: the top-right corner of the chart.
    corner: { anchorEl: corner, placement: 'bottom-end' },
  } as const;

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_event, next: Placement | null) => next && setPlacement(next)}
        aria-label="Tooltip placement"
      >
        <ToggleButton value="default">default</ToggleButton>
        <ToggleButton value="top">top</ToggleButton>
        <ToggleButton value="bottom">bottom</ToggleButton>
        <ToggleButton value="corner">chart corner</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ position: 'relative' }}>
        <div ref={setCorner} style={{ position: 'absolute', top: 0, right: 0 }} />
        <BarChart
          title="Revenue per region in the first half of the year"
          height={300}
          dataset={salesByRegion}
          xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
          series={[
            { dataKey: 'q1', label: 'Q1', valueFormatter: (v) => `$${v}k` },
            { dataKey: 'q2', label: 'Q2', valueFormatter: (v) => `$${v}k` },
          ]}
          slotProps={{ tooltip: tooltip[placement] }}
        />
      </div>
    </div>
  );
}
