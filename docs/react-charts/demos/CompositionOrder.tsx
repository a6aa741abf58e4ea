import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

type Order = 'before' | 'after';

export default function CompositionOrder() {
  const [order, setOrder] = React.useState<Order>('after');
  const theme = useTheme();

  const target = (
    <ChartsReferenceLine
      y={450}
      label="Target: $450k"
      labelAlign="end"
      // The anchor is not mirrored in right-to-left pages: flip it there.
      labelStyle={{ textAnchor: theme.direction === 'rtl' ? 'start' : 'end' }}
      lineStyle={{ strokeWidth: 2, strokeDasharray: '6 3' }}
    />
  );

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_event, next: Order | null) => next && setOrder(next)}
        aria-label="Position of the reference line among the children"
      >
        <ToggleButton value="before">line before BarPlot</ToggleButton>
        <ToggleButton value="after">line after BarPlot</ToggleButton>
      </ToggleButtonGroup>
      <ChartContainer
        title="Fourth-quarter revenue per region against the target"
        height={280}
        dataset={salesByRegion}
        xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
        series={[{ type: 'bar', dataKey: 'q4', label: 'Q4 revenue' }]}
      >
        {order === 'before' && target}
        <BarPlot />
        {order === 'after' && target}
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartContainer>
    </div>
  );
}
