import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

// Both charts use the same series id and the same order of regions, so one
// highlighted item means the same region in each of them.
const regions = salesByRegion.map((row) => row.region);
const yearly = salesByRegion.map((row) => row.q1 + row.q2 + row.q3 + row.q4);
const scope = { highlight: 'item', fade: 'global' } as const;

export default function HighlightSync() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        gap: 2,
      }}
    >
      <BarChart
        title="Yearly revenue per region"
        height={260}
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={[
          {
            id: 'regions',
            data: yearly,
            label: 'Revenue',
            highlightScope: scope,
            valueFormatter: (v) => `$${v?.toLocaleString('en-US')}k`,
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        slotProps={{ tooltip: { trigger: 'item' } }}
        hideLegend
      />
      <PieChart
        title="Share of the yearly revenue per region"
        height={260}
        series={[
          {
            id: 'regions',
            data: regions.map((region, index) => ({
              label: region,
              value: yearly[index] ?? 0,
            })),
            highlightScope: scope,
            valueFormatter: ({ value }) => `$${value.toLocaleString('en-US')}k`,
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        hideLegend
      />
    </Box>
  );
}
