import { BarChart } from '@mui/x-charts/BarChart';
import { monthlyGeneration } from './energyData';

export default function DatasetBars() {
  return (
    <BarChart
      height={320}
      title="Monthly output of solar, wind and hydro power"
      dataset={monthlyGeneration}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        { dataKey: 'solar', label: 'Solar' },
        { dataKey: 'wind', label: 'Wind' },
        { dataKey: 'hydro', label: 'Hydro' },
      ]}
    />
  );
}
