import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';
import { snowDepth, snowDepthWeeks } from '@site/src/demo-data/chartsClimate';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
  'monotoneY',
  'bumpY',
];

export default function LinesCurves() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <div>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="lines-curves-label">Curve</InputLabel>
        <Select
          labelId="lines-curves-label"
          label="Curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as CurveType)}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <LineChart
        title="Weekly snow depth at the Pic Blanc ski station, in centimetres"
        height={300}
        xAxis={[{ scaleType: 'point', data: snowDepthWeeks }]}
        series={[{ data: snowDepth, label: 'Snow depth (cm)', curve }]}
      />
    </div>
  );
}
