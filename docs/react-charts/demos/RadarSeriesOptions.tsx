import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import { coffeeScores, tastingNotes } from '@site/src/demo-data/chartsMetrics';

export default function RadarSeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={fillArea}
              onChange={(event) => setFillArea(event.target.checked)}
            />
          }
          label="fillArea"
        />
        <FormControlLabel
          control={
            <Switch
              checked={hideMark}
              onChange={(event) => setHideMark(event.target.checked)}
            />
          }
          label="hideMark"
        />
      </Stack>
      {/* The metric labels are placed for left-to-right text, also on RTL pages. */}
      <div dir="ltr">
        <RadarChart
          height={340}
          // Room for long metric names on narrow screens.
          margin={{ left: 75, right: 75 }}
          title="Tasting scores of three coffees, out of 10"
          radar={{ metrics: tastingNotes, max: 10 }}
          series={coffeeScores.map((coffee) => ({
            id: coffee.id,
            label: coffee.label,
            data: coffee.scores,
            fillArea,
            hideMark,
          }))}
        />
      </div>
    </div>
  );
}
