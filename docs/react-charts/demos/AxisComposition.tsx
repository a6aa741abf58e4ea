import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import {
  formatCelsius,
  formatShortDate,
  harbourtonSpring,
} from '@site/src/demo-data/chartsClimate';

const lastFrost = new Date(Date.UTC(2024, 3, 12));

export default function AxisComposition() {
  const theme = useTheme();
  return (
    <ChartContainer
      title="Daily mean temperature in Harbourton, spring 2024"
      height={320}
      margin={{ right: 24 }}
      dataset={harbourtonSpring}
      xAxis={[
        {
          id: 'days',
          scaleType: 'utc',
          dataKey: 'date',
          domainLimit: 'strict',
          tickNumber: 6,
          valueFormatter: formatShortDate,
        },
      ]}
      yAxis={[{ id: 'temperature', width: 55 }]}
      series={[
        {
          type: 'line',
          dataKey: 'temperature',
          label: 'Daily mean',
          valueFormatter: formatCelsius,
        },
      ]}
    >
      <ChartsReferenceLine
        y={10}
        label="10 °C: grass starts growing"
        labelAlign="start"
        // The anchor is not mirrored in right-to-left pages: flip it there.
        labelStyle={{ textAnchor: theme.direction === 'rtl' ? 'end' : 'start' }}
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <ChartsReferenceLine x={lastFrost} label="Last frost" labelAlign="end" />
      <LinePlot />
      <ChartsXAxis axisId="days" />
      <ChartsYAxis
        axisId="temperature"
        label="Temperature (°C)"
        tickLabelStyle={{ fontSize: 11 }}
      />
      <ChartsAxisHighlight x="line" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
