import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { formatCelsius, harbourtonClimate } from '@site/src/demo-data/chartsClimate';

export default function CompositionMixed() {
  return (
    <ChartContainer
      title="Climate of Harbourton: monthly rainfall and mean temperature"
      height={320}
      dataset={harbourtonClimate}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        { id: 'rainfall', label: 'Rainfall (mm)', width: 60 },
        {
          id: 'temperature',
          label: 'Temperature (°C)',
          position: 'right',
          width: 60,
        },
      ]}
      series={[
        {
          type: 'bar',
          dataKey: 'rainfall',
          label: 'Rainfall',
          yAxisId: 'rainfall',
          color: '#60a5fa',
          valueFormatter: (value) => `${value} mm`,
        },
        {
          type: 'line',
          dataKey: 'temperature',
          label: 'Temperature',
          yAxisId: 'temperature',
          color: '#dc2626',
          valueFormatter: formatCelsius,
        },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot borderRadius={3} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="rainfall" />
      <ChartsYAxis axisId="temperature" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
