import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import {
  fitnessCorrelations,
  fitnessMetricNames,
  fitnessMetrics,
} from '@site/src/demo-data/chartsActivity';

const blue = [37, 99, 235];
const white = [241, 245, 249];
const red = [220, 38, 38];

// Receives a position from 0 (the `min` of the map) to 1 (its `max`) and returns a color:
// blue for negative coefficients, near-white around zero, red for positive ones.
function diverging(t: number) {
  const [from, to, share] =
    t < 0.5 ? [blue, white, t * 2] : [white, red, (t - 0.5) * 2];
  const channels = from.map((start, i) =>
    Math.round(start + ((to[i] ?? start) - start) * share),
  );
  return `rgb(${channels.join(', ')})`;
}

// Short names on the ticks, full names in the tooltip.
const metricAxis = {
  data: fitnessMetrics,
  valueFormatter: (name: string, context: { location: string }) =>
    context.location === 'tooltip'
      ? (fitnessMetricNames[fitnessMetrics.indexOf(name)] ?? name)
      : name,
};

export default function HeatmapInterpolator() {
  return (
    <Heatmap
      height={380}
      xAxis={[metricAxis]}
      yAxis={[{ ...metricAxis, width: 70 }]}
      zAxis={[
        { colorMap: { type: 'continuous', min: -1, max: 1, color: diverging } },
      ]}
      series={[
        {
          data: fitnessCorrelations,
          label: 'Correlation',
          valueFormatter: (cell) => cell[2].toFixed(2),
        },
      ]}
    >
      <title>Correlation between five daily fitness metrics</title>
    </Heatmap>
  );
}
