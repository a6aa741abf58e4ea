import { LineChart } from '@mui/x-charts/LineChart';
import { reservoirStorage } from '@site/src/demo-data/chartsClimate';

const formatVolume = (value: number | null) => (value === null ? '' : `${value} million m³`);
const reservoirs = [
  { dataKey: 'upperLake', label: 'Upper Lake', color: '#1e40af' },
  { dataKey: 'millDam', label: 'Mill Dam', color: '#3b82f6' },
  { dataKey: 'stoneBrook', label: 'Stone Brook', color: '#93c5fd' },
];

export default function LineDemoReservoirs() {
  return (
    <LineChart
      title="Water stored in three valley reservoirs at the start of each month, stacked"
      height={320}
      dataset={reservoirStorage}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ label: 'Million m³', width: 55 }]}
      // Same `stack` key: each reservoir sits on top of the previous one,
      // so the top edge is the valley's total.
      series={reservoirs.map((reservoir) => ({
        ...reservoir,
        stack: 'storage',
        area: true,
        showMark: false,
        valueFormatter: formatVolume,
      }))}
    />
  );
}
