import { LineChart } from '@mui/x-charts/LineChart';
import { temperatureAnomaly } from '@site/src/demo-data/chartsClimate';

const formatAnomaly = (value: number | null) =>
  value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(2)} °C`;

export default function LineDemoTemperatureAnomaly() {
  return (
    <LineChart
      title="Yearly mean temperature compared with the 1961 to 1990 average, 1975 to 2024"
      height={320}
      dataset={temperatureAnomaly}
      xAxis={[
        {
          dataKey: 'year',
          tickInterval: [1980, 1990, 2000, 2010, 2020],
          valueFormatter: (year: number) => String(year),
        },
      ]}
      yAxis={[
        {
          valueFormatter: (value: number) => formatAnomaly(value).replace(' °C', '°'),
          width: 50,
          // Blue below the reference average, red above it.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#3b82f6', '#ef4444'] },
        },
      ]}
      series={[
        {
          dataKey: 'anomaly',
          label: 'Difference from the 1961–1990 average',
          area: true,
          curve: 'linear',
          showMark: false,
          valueFormatter: formatAnomaly,
        },
      ]}
      hideLegend
    />
  );
}
