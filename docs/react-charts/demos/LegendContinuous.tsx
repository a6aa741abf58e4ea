import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ContinuousColorLegend,
  continuousColorLegendClasses,
} from '@mui/x-charts/ChartsLegend';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

type LabelPosition = 'start' | 'end' | 'extremes';

export default function LegendContinuous() {
  const [labelPosition, setLabelPosition] =
    React.useState<LabelPosition>('extremes');
  const [reverse, setReverse] = React.useState(false);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={labelPosition}
          onChange={(_event, next: LabelPosition | null) =>
            next && setLabelPosition(next)
          }
          aria-label="labelPosition"
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
          <ToggleButton value="extremes">extremes</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={reverse}
              onChange={(event) => setReverse(event.target.checked)}
            />
          }
          label="reverse"
        />
      </Stack>
      <BarChart
        title="Monthly mean temperature in Vostrava"
        height={300}
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} °C`,
            colorMap: {
              type: 'continuous',
              min: -10,
              max: 25,
              color: ['#2563eb', '#dc2626'],
            },
          },
        ]}
        series={[
          { dataKey: 'vostrava', label: 'Vostrava', valueFormatter: formatCelsius },
        ]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition,
            reverse,
            minLabel: ({ formattedValue }) => `${formattedValue} or colder`,
            maxLabel: ({ formattedValue }) => `${formattedValue} or warmer`,
            // A fixed width for the legend, and each label on one line.
            sx: {
              width: 320,
              maxWidth: '100%',
              [`& .${continuousColorLegendClasses.label}`]: { whiteSpace: 'nowrap' },
            },
          },
        }}
      />
    </div>
  );
}
