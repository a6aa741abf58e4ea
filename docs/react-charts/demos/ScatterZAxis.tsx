import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { oakTrees } from '@site/src/demo-data/chartsMeasurements';

// The third value, `z`, carries the age of each tree.
const oaks = oakTrees.map((tree) => ({
  x: tree.diameter,
  y: tree.height,
  z: tree.age,
  id: tree.tag,
}));

export default function ScatterZAxis() {
  return (
    <ScatterChart
      height={340}
      title="Oak diameter and height, colored by estimated age"
      series={[
        {
          label: 'Oak',
          data: oaks,
          valueFormatter: (point) =>
            point && `${point.x} cm, ${point.y} m, about ${point.z} years`,
        },
      ]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 220,
            color: ['#fde68a', '#9a3412'],
          },
        },
      ]}
      xAxis={[{ label: 'Trunk diameter (cm)' }]}
      yAxis={[{ label: 'Height (m)' }]}
      // Replace the series legend with a gradient that explains the colors.
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          labelPosition: 'extremes',
          // Non-breaking spaces keep each label on one line.
          minLabel: '0\u00a0years',
          maxLabel: '220\u00a0years',
          // The gradient fills the space between the labels.
          sx: { width: 260, maxWidth: '100%' },
        },
      }}
    />
  );
}
