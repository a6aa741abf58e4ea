import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import { laptopMetrics, laptopSpecs } from '@site/src/demo-data/chartsMetrics';

// Each metric gets its own range, so hours and gigabytes can share one chart.
const metrics = laptopMetrics.map(({ name, min, max }) => ({ name, min, max }));

// The tooltip shows each value with the unit of its metric.
function withUnit(value: number, { dataIndex }: { dataIndex: number }) {
  const unit = laptopMetrics[dataIndex]?.unit ?? '';
  return unit ? `${value.toLocaleString('en-US')} ${unit}` : `${value}`;
}

export default function RadarMetrics() {
  // The metric labels are placed for left-to-right text, also on RTL pages.
  return (
    <div dir="ltr">
      <RadarChart
        height={340}
        // Room for long metric names on narrow screens.
        margin={{ left: 75, right: 75 }}
        title="Specifications of two laptops, each on its own scale"
        radar={{ metrics }}
        series={laptopSpecs.map((laptop) => ({
          id: laptop.id,
          label: laptop.label,
          data: laptop.values,
          valueFormatter: withUnit,
        }))}
      />
    </div>
  );
}
