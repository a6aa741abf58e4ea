import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

const regions = salesByRegion.map((row) => row.region);
const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

export default function HighlightScope() {
  const [chart, setChart] = React.useState<'bar' | 'line'>('bar');
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');

  const series = quarters.map((quarter) => ({
    label: quarter.toUpperCase(),
    data: salesByRegion.map((row) => row[quarter]),
    highlightScope: { highlight, fade },
  }));

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
        {[
          { name: 'Chart', value: chart, set: setChart, options: ['bar', 'line'] },
          {
            name: 'highlight',
            value: highlight,
            set: setHighlight,
            options: ['none', 'item', 'series'],
          },
          {
            name: 'fade',
            value: fade,
            set: setFade,
            options: ['none', 'series', 'global'],
          },
        ].map(({ name, value, set, options }) => (
          <div key={name}>
            <Typography
              variant="caption"
              component="div"
              id={`highlight-scope-${name}`}
            >
              {name}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={value}
              onChange={(_event, next) =>
                next && (set as (next: string) => void)(next)
              }
              aria-labelledby={`highlight-scope-${name}`}
            >
              {options.map((option) => (
                <ToggleButton key={option} value={option}>
                  {option}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
        ))}
      </Stack>
      {chart === 'bar' ? (
        <BarChart
          title="Revenue per region and quarter"
          height={300}
          xAxis={[{ scaleType: 'band', data: regions }]}
          series={series}
        />
      ) : (
        <LineChart
          title="Revenue per region and quarter"
          height={300}
          xAxis={[{ scaleType: 'point', data: regions }]}
          series={series}
        />
      )}
    </div>
  );
}
