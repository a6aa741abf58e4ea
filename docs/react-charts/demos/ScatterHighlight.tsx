import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { birchTrees, oakTrees } from '@site/src/demo-data/chartsMeasurements';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

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

export default function ScatterHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [fade, setFade] = React.useState<Fade>('global');
  const highlightScope = { highlight, fade };

  return (
    <div>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="item">item</MenuItem>
          <MenuItem value="series">series</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="series">series</MenuItem>
          <MenuItem value="global">global</MenuItem>
        </TextField>
      </Stack>
      <ScatterChart
        height={320}
        title="Trunk diameter and height with highlighting on hover"
        series={[
          { label: 'Oak', data: oaks, highlightScope },
          { label: 'Birch', data: birches, highlightScope },
        ]}
        xAxis={[{ label: 'Trunk diameter (cm)' }]}
        yAxis={[{ label: 'Height (m)' }]}
      />
    </div>
  );
}
