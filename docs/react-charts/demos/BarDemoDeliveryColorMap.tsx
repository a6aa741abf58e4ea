import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';
import { deliveryTimeByWarehouse } from '@site/src/demo-data/chartsBusiness';

const formatDays = (value: number | null) =>
  value === null ? '' : `${value.toFixed(1)} days`;

// Receives the position of a value between `min` (0) and `max` (1) and returns a color:
// the hue turns from green (120) through yellow and orange to red (0).
const greenToRed = (t: number) => `hsl(${Math.round(120 - 120 * t)}, 65%, 40%)`;

export default function BarDemoDeliveryColorMap() {
  return (
    <BarChart
      title="Average delivery time by warehouse"
      height={320}
      dataset={deliveryTimeByWarehouse}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'warehouse',
          // Slightly smaller names still fit side by side on a phone.
          tickLabelStyle: { fontSize: 11 },
          tickLabelMinGap: 2,
        },
      ]}
      margin={{ left: 5, right: 5 }}
      yAxis={[
        {
          min: 0,
          max: 5,
          valueFormatter: (value: number) => `${value} d`,
          width: 40,
          colorMap: { type: 'continuous', min: 1, max: 5, color: greenToRed },
        },
      ]}
      series={[
        { dataKey: 'days', label: 'Delivery time', valueFormatter: formatDays },
      ]}
      barLabel={(item) => item.value?.toFixed(1)}
      borderRadius={6}
      hideLegend
      sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
