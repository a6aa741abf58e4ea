import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius, months, vostravaDaylight } from '@site/src/demo-data/chartsClimate';

const temperatures = cityTemperatures.map((row) => row.vostrava);

export default function LinesTwoAxes() {
  return (
    <LineChart
      title="Vostrava per month: mean temperature and hours of daylight"
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temperature', label: 'Temperature (°C)', width: 55 },
        // A second y-axis is hidden unless it gets a position.
        { id: 'daylight', label: 'Daylight (h)', position: 'right', min: 0, max: 24, width: 55 },
      ]}
      series={[
        {
          data: temperatures,
          label: 'Temperature',
          yAxisId: 'temperature',
          valueFormatter: formatCelsius,
        },
        {
          data: vostravaDaylight,
          label: 'Daylight',
          yAxisId: 'daylight',
          valueFormatter: (value) => (value === null ? '' : `${value} h`),
        },
      ]}
    />
  );
}
