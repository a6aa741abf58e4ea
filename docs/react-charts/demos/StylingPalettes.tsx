import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  greenPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  strawberrySkyPalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';
import { roasterOrigins } from '@site/src/demo-data/chartsStyling';

// Each exported palette is a function of the colour mode, which is what `colors` accepts.
const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  strawberrySky: strawberrySkyPalette,
  green: greenPalette,
  // A plain array works too: the same colours in light and dark mode.
  custom: ['#6d4c41', '#a1887f', '#d7b899', '#8d6e63', '#c0a16b', '#4e342e'],
};

export default function StylingPalettes() {
  const [name, setName] = React.useState('rainbowSurge');

  return (
    <div>
      <TextField
        select
        size="small"
        label="Palette"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        {Object.keys(palettes).map((key) => (
          <MenuItem key={key} value={key}>
            {key === 'custom' ? 'Custom array' : key}
          </MenuItem>
        ))}
      </TextField>
      <PieChart
        height={260}
        title="Sales per coffee origin"
        colors={palettes[name]}
        series={[{ data: roasterOrigins, innerRadius: 50, valueFormatter: (item) => `${item.value}%` }]}
      />
    </div>
  );
}
