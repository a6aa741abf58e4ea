import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, quarterlySolar, quarterlyWind } from './energyData';

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      title="Solar and wind output per quarter"
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: quarterlySolar, label: 'Solar' },
        { data: quarterlyWind, label: 'Wind' },
      ]}
    />
  );
}
