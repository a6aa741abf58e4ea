import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

export default function LinesColorMap() {
  return (
    <LineChart
      title="Monthly mean temperature in Vostrava, colored from cold to warm"
      height={300}
      dataset={cityTemperatures}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[
        {
          // The stroke takes its color from the value on this axis:
          // -10 °C is blue, 25 °C is red, and the values in between get a blend.
          colorMap: { type: 'continuous', min: -10, max: 25, color: ['#2563eb', '#dc2626'] },
        },
      ]}
      series={[
        {
          dataKey: 'vostrava',
          label: 'Vostrava',
          valueFormatter: formatCelsius,
        },
      ]}
      hideLegend
    />
  );
}
