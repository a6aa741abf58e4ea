import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import { coffeeScores, tastingNotes } from '@site/src/demo-data/chartsMetrics';

export default function RadarGridShape() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');
  const [divisions, setDivisions] = React.useState(5);
  const [stripes, setStripes] = React.useState(true);

  return (
    <div>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_event, value) => value && setShape(value)}
          aria-label="Grid shape"
        >
          <ToggleButton value="sharp">sharp</ToggleButton>
          <ToggleButton value="circular">circular</ToggleButton>
        </ToggleButtonGroup>
        <div style={{ width: 160 }}>
          <Typography variant="body2">divisions: {divisions}</Typography>
          <Slider
            value={divisions}
            onChange={(_event, value) => setDivisions(value as number)}
            min={1}
            max={10}
            step={1}
            aria-label="Divisions"
          />
        </div>
        <FormControlLabel
          control={
            <Switch
              checked={stripes}
              onChange={(event) => setStripes(event.target.checked)}
            />
          }
          label="Stripes"
        />
      </Stack>
      {/* The metric labels are placed for left-to-right text, also on RTL pages. */}
      <div dir="ltr">
        <RadarChart
          height={320}
          // Room for long metric names on narrow screens.
          margin={{ left: 75, right: 75 }}
          title="Tasting scores of two coffees, out of 10"
          shape={shape}
          divisions={divisions}
          stripeColor={stripes ? undefined : null}
          radar={{ metrics: tastingNotes, max: 10 }}
          series={coffeeScores.slice(0, 2).map((coffee) => ({
            id: coffee.id,
            label: coffee.label,
            data: coffee.scores,
          }))}
        />
      </div>
    </div>
  );
}
