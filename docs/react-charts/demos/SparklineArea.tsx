import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { CurveType } from '@mui/x-charts/models';
import { dailySignups } from '@site/src/demo-data/chartsMetrics';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'catmullRom', 'step'];

export default function SparklineArea() {
  const [area, setArea] = React.useState(true);
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={area}
              onChange={(event) => setArea(event.target.checked)}
            />
          }
          label="area"
        />
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as CurveType)}
          sx={{ minWidth: 150 }}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <SparkLineChart
        data={dailySignups}
        area={area}
        curve={curve}
        height={80}
        title="Daily sign-ups over two weeks"
      />
    </div>
  );
}
