import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { energyFlows, energySources, energyUses } from '@site/src/demo-data/chartsStyling';

// Each cell is [source index, use index, TWh]: one cell per possible flow.
const cells = energyFlows.flatMap((row, source) =>
  row.map((twh, use): [number, number, number] => [source, use, twh]),
);

export default function SankeyFlowMatrix() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: energySources, label: 'From' }]}
      yAxis={[{ data: energyUses, label: 'To', width: 85 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 13, color: ['#e3f2fd', '#0d47a1'] } }]}
      series={[{ data: cells, label: 'Energy', valueFormatter: ([, , twh]) => `${twh} TWh` }]}
    >
      <title>Electricity flows of a region last year, from source to use, in TWh: the darker the cell, the larger the flow</title>
    </Heatmap>
  );
}
