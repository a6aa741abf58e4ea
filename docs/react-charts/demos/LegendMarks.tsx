import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import {
  formatThousandDollars,
  revenueForecast,
} from '@site/src/demo-data/chartsBusiness';

type BuiltInMark = 'square' | 'circle' | 'line';

// A dashed stroke, like the forecast line itself.
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={24} height={24}>
      <line
        x1={1}
        y1={12}
        x2={23}
        y2={12}
        stroke={color}
        strokeWidth={4}
        strokeDasharray="6 3"
      />
    </svg>
  );
}

export default function LegendMarks() {
  const [markType, setMarkType] = React.useState<BuiltInMark>('line');

  return (
    <div>
      <Typography variant="caption" component="div" id="mark-type-label">
        labelMarkType of the measured series
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={markType}
        onChange={(_event, next: BuiltInMark | null) => next && setMarkType(next)}
        aria-labelledby="mark-type-label"
      >
        <ToggleButton value="square">square</ToggleButton>
        <ToggleButton value="circle">circle</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Monthly revenue, measured and forecast"
        height={300}
        dataset={revenueForecast}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
        series={[
          {
            id: 'actual',
            dataKey: 'actual',
            label: 'Measured',
            labelMarkType: markType,
            showMark: false,
            valueFormatter: formatThousandDollars,
          },
          {
            id: 'forecast',
            dataKey: 'forecast',
            label: 'Forecast',
            labelMarkType: DashedMark,
            showMark: false,
            valueFormatter: formatThousandDollars,
          },
        ]}
        sx={{
          // Each line has a class with its series id: MuiLineElement-series-<id>.
          [`& .${lineElementClasses.series}-forecast`]: {
            strokeDasharray: '8 4',
          },
        }}
      />
    </div>
  );
}
