import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, quarterlySolar, quarterlyWind } from './energyData';

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: quarterlySolar, label: 'Solar' },
        { data: quarterlyWind, label: 'Wind' },
      ]}
    />
  );
}
