import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { formatCelsius, harbourtonClimate } from '@site/src/demo-data/chartsClimate';

export default function LineDemoClimograph() {
  return (
    <ChartDataProvider
      height={320}
      dataset={harbourtonClimate}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        { id: 'rainfall', label: 'Rainfall (mm)', width: 60 },
        { id: 'temperature', label: 'Temperature (°C)', position: 'right', width: 60 },
      ]}
      series={[
        {
          type: 'bar',
          dataKey: 'rainfall',
          label: 'Rainfall',
          yAxisId: 'rainfall',
          color: '#38bdf8',
          valueFormatter: (value) => (value === null ? '' : `${value} mm`),
        },
        {
          type: 'line',
          dataKey: 'temperature',
          label: 'Temperature',
          yAxisId: 'temperature',
          color: '#e11d48',
          valueFormatter: formatCelsius,
        },
      ]}
    >
      <ChartsLegend sx={{ justifyContent: 'center' }} />
      <ChartsSurface title="Climate of Harbourton: monthly rainfall and mean temperature">
        <ChartsGrid horizontal />
        <BarPlot borderRadius={3} />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="rainfall" />
        <ChartsYAxis axisId="temperature" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartsSurface>
    </ChartDataProvider>
  );
}
