import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

export default function LinesComposition() {
  return (
    <ChartContainer
      title="Monthly mean temperature in Vostrava, with the freezing point marked"
      height={300}
      dataset={cityTemperatures}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ width: 40 }]}
      series={[
        {
          type: 'line',
          dataKey: 'vostrava',
          label: 'Vostrava',
          area: true,
          color: '#0284c7',
          valueFormatter: formatCelsius,
        },
      ]}
    >
      <ChartsGrid horizontal />
      <AreaPlot fillOpacity={0.3} />
      {/* Drawn after the area and before the line, so the line passes over it. */}
      <ChartsReferenceLine
        y={0}
        label="0 °C"
        labelAlign="start"
        lineStyle={{ stroke: '#dc2626', strokeDasharray: '4 3' }}
        labelStyle={{ fill: '#dc2626' }}
      />
      <LinePlot />
      <ChartsAxisHighlight x="line" />
      <ChartsXAxis />
      <ChartsYAxis />
      <MarkPlot />
      <LineHighlightPlot />
      <ChartsTooltip />
    </ChartContainer>
  );
}
