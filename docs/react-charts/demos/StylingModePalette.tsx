import { LineChart } from '@mui/x-charts/LineChart';
import { cityNames, cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

export default function StylingModePalette() {
  return (
    <LineChart
      height={300}
      title="Monthly mean temperature in three towns"
      dataset={cityTemperatures}
      // The chart calls this with 'light' or 'dark', taken from the theme's palette mode.
      colors={(mode) => (mode === 'dark' ? ['#80cbc4', '#ffcc80'] : ['#00695c', '#e65100'])}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        { dataKey: 'harbourton', label: cityNames.harbourton, valueFormatter: formatCelsius },
        { dataKey: 'vostrava', label: cityNames.vostrava, valueFormatter: formatCelsius },
        {
          dataKey: 'solMirado',
          label: cityNames.solMirado,
          valueFormatter: formatCelsius,
          // A series colour wins over the palette, in both modes.
          color: '#ab47bc',
        },
      ]}
    />
  );
}
