import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useChartsLocalization, useDrawingArea } from '@mui/x-charts/hooks';
import { harbourtonRainfall, months } from '@site/src/demo-data/chartsClimate';

// Drawn inside the chart's <svg>: three grey placeholder bars and the loading text.
function SkeletonOverlay() {
  const { left, top, width, height } = useDrawingArea();
  const { localeText } = useChartsLocalization();
  const theme = useTheme();
  const heights = [0.45, 0.7, 0.55];
  return (
    <g>
      {heights.map((share, index) => (
        <rect
          key={index}
          x={left + ((index + 0.2) * width) / heights.length}
          y={top + height * (1 - share)}
          width={(0.6 * width) / heights.length}
          height={height * share}
          fill={theme.palette.action.hover}
        />
      ))}
      <text x={left + width / 2} y={top + height / 2} textAnchor="middle" fill={theme.palette.text.secondary}>
        {localeText.loading}
      </text>
    </g>
  );
}

type DataState = 'loading' | 'loaded' | 'empty';

export default function StylingOverlay() {
  const [state, setState] = React.useState<DataState>('loading');

  return (
    <div>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="State of the data"
        value={state}
        onChange={(_, value: DataState | null) => value && setState(value)}
      >
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="loaded">Loaded</ToggleButton>
        <ToggleButton value="empty">Empty</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={280}
        title="Monthly rainfall in Harbourton"
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ data: state === 'loaded' ? harbourtonRainfall : [], label: 'Rainfall (mm)' }]}
        slots={{ loadingOverlay: SkeletonOverlay }}
        // The default no-data overlay stays, with its own text and style.
        slotProps={{
          noDataOverlay: { message: 'No rain was recorded this year.', style: { fontStyle: 'italic' } },
        }}
      />
    </div>
  );
}
