import { LineChart } from '@mui/x-charts/LineChart';
import { dailyRides } from '@site/src/demo-data/chartsOverview';

const days = dailyRides.map((_, index) => index + 1);

export default function ChartsQuickstartFixedSize() {
  return (
    <LineChart
      title="Rides per day over the last 14 days"
      width={320}
      height={220}
      xAxis={[{ data: days, scaleType: 'point', label: 'Day' }]}
      yAxis={[{ width: 45 }]}
      series={[{ data: dailyRides, label: 'Rides per day' }]}
      hideLegend
    />
  );
}
