import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { birchTrees, oakTrees } from '@site/src/demo-data/chartsMeasurements';

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

export default function ScatterMarkerSize() {
  const [size, setSize] = React.useState(4);

  return (
    <div>
      <div style={{ maxWidth: 260, paddingInline: 8 }}>
        <Typography variant="body2">Oak markerSize: {size} px</Typography>
        <Slider
          value={size}
          onChange={(_event, value) => setSize(value as number)}
          min={1}
          max={12}
          aria-label="Oak marker size"
        />
      </div>
      <ScatterChart
        height={320}
        title="Trunk diameter and height, with adjustable oak markers"
        series={[
          { label: 'Oak', data: oaks, markerSize: size },
          // No markerSize: birches keep the default radius.
          { label: 'Birch', data: birches },
        ]}
        xAxis={[{ label: 'Trunk diameter (cm)' }]}
        yAxis={[{ label: 'Height (m)' }]}
      />
    </div>
  );
}
