import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  averageTemperature,
  formatThousandRides,
  months,
  totalRides,
} from '@site/src/demo-data/chartsOverview';

export default function ChartsOverviewComposition() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rides', width: 40, label: 'Rides (thousands)' },
        { id: 'temperature', position: 'right', width: 40, label: 'Temp. (°C)' },
      ]}
      series={[
        {
          type: 'bar',
          data: totalRides,
          label: 'Rides',
          yAxisId: 'rides',
          valueFormatter: formatThousandRides,
        },
        {
          type: 'line',
          data: averageTemperature,
          label: 'Average temperature',
          yAxisId: 'temperature',
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface title="Rides per month against the average temperature">
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="month" />
        <ChartsYAxis axisId="rides" />
        <ChartsYAxis axisId="temperature" />
        <ChartsAxisHighlight x="band" />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
