import { BarChart } from '@mui/x-charts/BarChart';
import { energyFlows, energySources, energyUses } from '@site/src/demo-data/chartsStyling';

const formatTwh = (value: number | null) => (value ? `${value} TWh` : null);

export default function SankeyStackedBars() {
  return (
    <BarChart
      height={300}
      title="Where the electricity of each source went last year"
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: energySources, width: 55 }]}
      xAxis={[{ label: 'TWh' }]}
      // One series per destination, stacked: each bar splits one source into its uses.
      series={energyUses.map((use, useIndex) => ({
        label: use,
        stack: 'flows',
        data: energyFlows.map((row) => row[useIndex] ?? 0),
        valueFormatter: formatTwh,
      }))}
    />
  );
}
