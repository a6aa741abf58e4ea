import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { formatGwh, monthlyGeneration } from './energyData';

const average =
  monthlyGeneration.reduce((sum, row) => sum + row.solar, 0) /
  monthlyGeneration.length;

export default function ComposedBars() {
  return (
    <ChartContainer
      height={300}
      title="Monthly solar output with its yearly average"
      dataset={monthlyGeneration}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        { type: 'bar', dataKey: 'solar', label: 'Solar', valueFormatter: formatGwh },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <ChartsReferenceLine
        y={average}
        label={`Average: ${Math.round(average)} GWh`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
