import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { oakTrees } from '@site/src/demo-data/chartsMeasurements';

const oaks = oakTrees.map((tree) => ({
  x: tree.diameter,
  y: tree.height,
  id: tree.tag,
}));

export default function ScatterFormatter() {
  return (
    <ScatterChart
      height={320}
      title="Oak diameter and height with formatted values"
      series={[
        {
          label: 'Oak',
          data: oaks,
          // Called for the tooltip with the point and its position in `data`.
          valueFormatter: (point, { dataIndex }) => {
            if (point === null) {
              return null;
            }
            const condition = oakTrees[dataIndex]?.condition ?? 'unknown';
            return `Tree ${point.id} (${condition.toLowerCase()} condition): ${point.x} cm wide, ${point.y.toFixed(1)} m tall`;
          },
        },
      ]}
      xAxis={[
        {
          label: 'Trunk diameter',
          valueFormatter: (value: number) => `${value} cm`,
        },
      ]}
      yAxis={[{ label: 'Height', valueFormatter: (value: number) => `${value} m` }]}
    />
  );
}
