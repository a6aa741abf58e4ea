import { LineChart } from '@mui/x-charts/LineChart';
import { formatCelsius, harbourtonSpring } from '@site/src/demo-data/chartsClimate';

// A tick on the 1st and the 15th of each month.
const ticks = [3, 4, 5].flatMap((month) => [
  new Date(Date.UTC(2024, month - 1, 1)),
  new Date(Date.UTC(2024, month - 1, 15)),
]);

export default function LinesTimeAxis() {
  return (
    <LineChart
      title="Daily mean temperature in Harbourton, spring 2024"
      height={300}
      dataset={harbourtonSpring}
      xAxis={[
        {
          scaleType: 'utc',
          dataKey: 'date',
          tickInterval: ticks,
          // Short labels under the ticks, the full date in the tooltip.
          valueFormatter: (date: Date, context) =>
            date.toLocaleDateString('en-US', {
              timeZone: 'UTC',
              month: 'short',
              day: 'numeric',
              ...(context.location === 'tooltip' && { weekday: 'long', year: 'numeric' }),
            }),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          dataKey: 'temperature',
          label: 'Daily mean',
          showMark: false,
          valueFormatter: formatCelsius,
        },
      ]}
      hideLegend
    />
  );
}
