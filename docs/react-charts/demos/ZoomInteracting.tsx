import { useTheme } from '@mui/material/styles';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useIsZoomInteracting } from '@mui/x-charts-pro/hooks';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { formatShortDate, warningSiteVisits } from '@site/src/demo-data/chartsClimate';

// Drawn inside the chart: the dates currently in view, greyed out while the reader zooms or pans.
function VisibleRange() {
  const { left, top, width } = useDrawingArea();
  const xScale = useXScale<'utc'>();
  const interacting = useIsZoomInteracting();
  const theme = useTheme();
  // The scale covers the whole axis, stretched; the edges of the drawing area show what is in view.
  const from = xScale.invert(left);
  const to = xScale.invert(left + width);
  return (
    <text
      x={left + width / 2}
      y={top + 14}
      textAnchor="middle"
      fontSize={13}
      fill={interacting ? theme.palette.text.disabled : theme.palette.text.primary}
    >
      {`${formatShortDate(from)} to ${formatShortDate(to)}`}
      {interacting ? ' (moving)' : ''}
    </text>
  );
}

export default function ZoomInteracting() {
  return (
    <LineChartPro
      height={300}
      title="Visits to a weather-warning website, early 2024"
      dataset={warningSiteVisits}
      xAxis={[{ scaleType: 'utc', dataKey: 'date', zoom: true, valueFormatter: formatShortDate }]}
      yAxis={[{ width: 55 }]}
      margin={{ top: 30 }}
      series={[{ dataKey: 'visitors', label: 'Visitors', showMark: false }]}
    >
      <VisibleRange />
    </LineChartPro>
  );
}
