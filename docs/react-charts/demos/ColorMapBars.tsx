import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatGwh, plantOutput } from './energyData';

type MapType = 'piecewise' | 'continuous' | 'ordinal';

const sourceColors: Record<string, string> = {
  Wind: '#0ea5e9',
  Hydro: '#14b8a6',
  Solar: '#f59e0b',
};

export default function ColorMapBars() {
  const [type, setType] = React.useState<MapType>('piecewise');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_event, next: MapType | null) => next && setType(next)}
        aria-label="Color map type"
      >
        <ToggleButton value="piecewise">piecewise</ToggleButton>
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="ordinal">ordinal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={340}
        title="Yearly output of the six largest plants, colored by value or by source"
        layout="horizontal"
        dataset={plantOutput}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'plant',
            width: 120,
            // Ordinal: one color per category of the band axis, in the order of `values`.
            colorMap:
              type === 'ordinal'
                ? {
                    type: 'ordinal',
                    values: plantOutput.map((row) => row.plant),
                    colors: plantOutput.map(
                      (row) => sourceColors[row.source] ?? '#94a3b8',
                    ),
                  }
                : undefined,
          },
        ]}
        xAxis={[
          {
            colorMap:
              type === 'piecewise'
                ? // Below 500 GWh, from 500 to 1,000 GWh, and above 1,000 GWh.
                  {
                    type: 'piecewise',
                    thresholds: [500, 1000],
                    colors: ['#94a3b8', '#0ea5e9', '#1d4ed8'],
                  }
                : type === 'continuous'
                  ? // A gradient between two colors, from `min` to `max`.
                    {
                      type: 'continuous',
                      min: 0,
                      max: 1300,
                      color: ['#bae6fd', '#1e3a8a'],
                    }
                  : undefined,
          },
        ]}
        series={[{ dataKey: 'output', label: 'Output', valueFormatter: formatGwh }]}
        hideLegend
      />
    </div>
  );
}
