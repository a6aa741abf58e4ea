import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { formatThousandDollars, salesByRegion } from '@site/src/demo-data/chartsBusiness';

// A dashed line at the average, drawn inside the chart, that glides when the average changes.
function AverageLine({ value, skipAnimation }: { value: number; skipAnimation: boolean }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { ref, transform } = useAnimate(
    { y: yScale(value) },
    {
      createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
      transformProps: ({ y }) => ({ transform: `translate(0, ${y})` }),
      applyProps: (element: SVGGElement, { transform: next }) => element.setAttribute('transform', next),
      skip: skipAnimation || reducedMotion,
    },
  );
  return (
    <g ref={ref} transform={transform}>
      <line x1={left} x2={left + width} stroke={theme.palette.text.primary} strokeDasharray="5 4" />
      {/* direction="ltr" keeps the label inside the chart on right-to-left pages too. */}
      <text x={left + width} y={-6} textAnchor="end" direction="ltr" fontSize={12} fill={theme.palette.text.primary}>
        Average {formatThousandDollars(Math.round(value))}
      </text>
    </g>
  );
}

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

export default function AnimationCustomElement() {
  const [quarter, setQuarter] = React.useState<(typeof quarters)[number]>('q1');
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const average = salesByRegion.reduce((sum, row) => sum + row[quarter], 0) / salesByRegion.length;

  return (
    <div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Quarter"
          value={quarter}
          onChange={(_, value: typeof quarter | null) => value && setQuarter(value)}
        >
          {quarters.map((item) => (
            <ToggleButton key={item} value={item}>
              {item.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="Skip animation"
        />
      </Stack>
      <BarChart
        height={280}
        title={`Revenue per region in ${quarter.toUpperCase()} with the average`}
        skipAnimation={skipAnimation}
        dataset={salesByRegion}
        xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
        yAxis={[{ max: 600, valueFormatter: formatThousandDollars, width: 55 }]}
        series={[{ dataKey: quarter, label: quarter.toUpperCase(), valueFormatter: formatThousandDollars }]}
      >
        <AverageLine value={average} skipAnimation={skipAnimation} />
      </BarChart>
    </div>
  );
}
