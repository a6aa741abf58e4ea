import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import { coffeeScores, tastingNotes } from '@site/src/demo-data/chartsMetrics';

type Highlight = 'axis' | 'series' | 'none';

export default function RadarHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_event, value: Highlight | null) => value && setHighlight(value)}
        aria-label="Highlight mode"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      {/* The metric labels are placed for left-to-right text, also on RTL pages. */}
      <div dir="ltr">
        <RadarChart
          height={340}
          // Room for long metric names on narrow screens.
          margin={{ left: 75, right: 75 }}
          title="Tasting scores of three coffees, out of 10"
          highlight={highlight}
          radar={{ metrics: tastingNotes, max: 10 }}
          series={coffeeScores.map((coffee) => ({
            id: coffee.id,
            label: coffee.label,
            data: coffee.scores,
            fillArea: true,
          }))}
        />
      </div>
    </div>
  );
}
