import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { climbers, rowers } from '@site/src/demo-data/chartsMeasurements';

const formatPerson = (point: { x: number; y: number } | null) =>
  point && `${point.x} cm, ${point.y} kg`;

export default function ScatterDemoHeightWeight() {
  return (
    <ScatterChart
      height={340}
      title="Height and body weight of rowers and climbers"
      series={[
        {
          label: 'Rowers',
          data: rowers,
          color: '#0284c7',
          valueFormatter: formatPerson,
        },
        {
          label: 'Climbers',
          data: climbers,
          color: '#ea580c',
          valueFormatter: formatPerson,
        },
      ]}
      // Round ranges with some room around both groups.
      xAxis={[{ label: 'Height (cm)', min: 155, max: 205 }]}
      yAxis={[{ label: 'Weight (kg)', min: 45, max: 105 }]}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
