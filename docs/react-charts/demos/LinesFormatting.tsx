import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

export default function LinesFormatting() {
  return (
    <LineChart
      title="Monthly mean temperature of three towns, in degrees Celsius"
      height={300}
      dataset={cityTemperatures}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      // Tick labels get the unit too, without decimals.
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          dataKey: 'harbourton',
          label: 'Harbourton',
          color: '#0891b2',
          valueFormatter: formatCelsius,
        },
        {
          dataKey: 'vostrava',
          label: 'Vostrava',
          color: '#7c3aed',
          valueFormatter: formatCelsius,
        },
        {
          dataKey: 'solMirado',
          label: 'Sol Mirado',
          color: '#ea580c',
          valueFormatter: formatCelsius,
        },
      ]}
    />
  );
}
