import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ticketsByCause } from '@site/src/demo-data/chartsBusiness';

// Running total of the tickets, as a share of all tickets (0 to 100).
const total = ticketsByCause.reduce((sum, row) => sum + row.tickets, 0);
let runningTotal = 0;
const rows = ticketsByCause.map((row) => {
  runningTotal += row.tickets;
  return { ...row, cumulative: Math.round((runningTotal / total) * 1000) / 10 };
});

export default function BarDemoPareto() {
  return (
    <ChartContainer
      title="Support tickets by cause, with the cumulative share"
      height={380}
      dataset={rows}
      xAxis={[
        {
          id: 'causes',
          scaleType: 'band',
          dataKey: 'cause',
          tickLabelStyle: { angle: -35 },
          height: 75,
        },
      ]}
      yAxis={[
        { id: 'tickets', label: 'Tickets', width: 55 },
        // A second y-axis is hidden unless it gets a position.
        {
          id: 'share',
          position: 'right',
          min: 0,
          max: 100,
          label: 'Cumulative share',
          valueFormatter: (value: number) => `${value}%`,
          width: 65,
        },
      ]}
      series={[
        {
          type: 'bar',
          dataKey: 'tickets',
          label: 'Tickets',
          yAxisId: 'tickets',
          color: '#6366f1',
        },
        {
          type: 'line',
          dataKey: 'cumulative',
          label: 'Cumulative share',
          yAxisId: 'share',
          color: '#f97316',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <ChartsReferenceLine
        axisId="share"
        y={80}
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="causes" />
      <ChartsYAxis axisId="tickets" />
      <ChartsYAxis axisId="share" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
