import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { formatGwh, monthlyGeneration } from './energyData';

export default function BarsProZoom() {
  return (
    <BarChartPro
      height={300}
      title="Monthly wind output, zoomed to the first half of the year"
      dataset={monthlyGeneration}
      // `zoom` on an axis lets the reader zoom it with the wheel or a pinch, and pan by dragging.
      xAxis={[{ id: 'months', scaleType: 'band', dataKey: 'month', zoom: true }]}
      initialZoom={[{ axisId: 'months', start: 0, end: 50 }]}
      series={[{ dataKey: 'wind', label: 'Wind', valueFormatter: formatGwh }]}
    />
  );
}
