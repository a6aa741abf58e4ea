import { BarChart } from '@mui/x-charts/BarChart';
import { formatGwh, monthlyGeneration } from './energyData';

export default function ColorsAndFormatting() {
  return (
    <BarChart
      height={320}
      title="Monthly output of solar, wind and hydro power"
      dataset={monthlyGeneration}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} GWh`, width: 60 }]}
      series={[
        // A color set on a series wins over the palette.
        {
          dataKey: 'solar',
          label: 'Solar',
          color: '#f2a900',
          valueFormatter: formatGwh,
        },
        {
          dataKey: 'wind',
          label: 'Wind',
          color: '#3f7cac',
          valueFormatter: formatGwh,
        },
        {
          dataKey: 'hydro',
          label: 'Hydro',
          color: '#2a9d8f',
          valueFormatter: formatGwh,
        },
      ]}
    />
  );
}
