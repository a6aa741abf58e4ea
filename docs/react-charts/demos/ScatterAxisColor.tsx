import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { weatherStations } from '@site/src/demo-data/chartsMeasurements';

const januaryMeans = weatherStations.map((station) => ({
  x: station.altitude,
  y: station.january,
  id: station.id,
}));

export default function ScatterAxisColor() {
  return (
    <ScatterChart
      height={320}
      title="Mean January temperature by altitude, frost in blue"
      series={[
        {
          label: 'January mean',
          data: januaryMeans,
          markerSize: 6,
          valueFormatter: (point) => point && `${point.y} °C at ${point.x} m`,
        },
      ]}
      xAxis={[{ label: 'Altitude (m)' }]}
      yAxis={[
        {
          label: 'Temperature (°C)',
          // Points below 0 °C are blue, the others red.
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#2563eb', '#dc2626'],
          },
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
