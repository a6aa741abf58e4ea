import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { weatherStations } from '@site/src/demo-data/chartsMeasurements';

// One row per station: { id, name, altitude, january, july }
export default function ScatterDataset() {
  return (
    <ScatterChart
      height={320}
      title="Mean January and July temperature by station altitude"
      dataset={weatherStations}
      series={[
        {
          label: 'January',
          datasetKeys: { x: 'altitude', y: 'january', id: 'id' },
        },
        {
          label: 'July',
          datasetKeys: { x: 'altitude', y: 'july', id: 'id' },
        },
      ]}
      xAxis={[{ label: 'Altitude (m)' }]}
      yAxis={[{ label: 'Mean temperature (°C)' }]}
      grid={{ horizontal: true }}
    />
  );
}
