import { BarChart } from '@mui/x-charts/BarChart';
import { formatGwh, plantOutput } from './energyData';

export default function HorizontalBars() {
  return (
    <BarChart
      height={340}
      title="Yearly output of the six largest plants"
      layout="horizontal"
      dataset={plantOutput}
      // In a horizontal chart, the category (band) axis is the y-axis.
      yAxis={[{ scaleType: 'band', dataKey: 'plant', width: 120 }]}
      xAxis={[{ label: 'Output in a year (GWh)' }]}
      series={[{ dataKey: 'output', label: 'Output', valueFormatter: formatGwh }]}
      hideLegend
    />
  );
}
