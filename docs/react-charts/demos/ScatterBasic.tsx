import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { birchTrees, oakTrees } from '@site/src/demo-data/chartsMeasurements';

// Each point is an object with `x`, `y` and an `id` that stays with the point.
const oaks = oakTrees.map((tree) => ({
  x: tree.diameter,
  y: tree.height,
  id: tree.tag,
}));
const birches = birchTrees.map((tree) => ({
  x: tree.diameter,
  y: tree.height,
  id: tree.tag,
}));

export default function ScatterBasic() {
  return (
    <ScatterChart
      height={320}
      title="Trunk diameter and height of oaks and birches"
      series={[
        { label: 'Oak', data: oaks },
        { label: 'Birch', data: birches },
      ]}
      xAxis={[{ label: 'Trunk diameter (cm)' }]}
      yAxis={[{ label: 'Height (m)' }]}
    />
  );
}
