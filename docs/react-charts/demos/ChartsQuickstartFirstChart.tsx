import { BarChart } from '@mui/x-charts/BarChart';
import { lastWeekRides, weekdays } from '@site/src/demo-data/chartsOverview';

export default function ChartsQuickstartFirstChart() {
  return (
    <BarChart
      title="Rides per day last week"
      height={300}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      series={[{ data: lastWeekRides, label: 'Rides' }]}
    />
  );
}
