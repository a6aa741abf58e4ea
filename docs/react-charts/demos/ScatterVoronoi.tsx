import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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

export default function ScatterVoronoi() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState('none');

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableVoronoi}
              onChange={(event) => setDisableVoronoi(event.target.checked)}
            />
          }
          label="disableVoronoi"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={radius}
          onChange={(_event, value) => value && setRadius(value)}
          aria-label="Voronoi maximum radius"
          disabled={disableVoronoi}
        >
          <ToggleButton value="none">No limit</ToggleButton>
          <ToggleButton value="40">40 px</ToggleButton>
          <ToggleButton value="12">12 px</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <ScatterChart
        height={320}
        title="Trunk diameter and height: pointer tracking"
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius === 'none' ? undefined : Number(radius)}
        series={[
          { label: 'Oak', data: oaks },
          { label: 'Birch', data: birches },
        ]}
        xAxis={[{ label: 'Trunk diameter (cm)' }]}
        yAxis={[{ label: 'Height (m)' }]}
      />
    </div>
  );
}
