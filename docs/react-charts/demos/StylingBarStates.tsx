import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { formatThousandDollars, salesByRegion } from '@site/src/demo-data/chartsBusiness';

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

export default function StylingBarStates() {
  return (
    <BarChart
      height={300}
      title="Revenue per region and quarter"
      dataset={salesByRegion}
      xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
      yAxis={[{ valueFormatter: formatThousandDollars, width: 55 }]}
      series={quarters.map((quarter) => ({
        id: quarter,
        dataKey: quarter,
        label: quarter.toUpperCase(),
        valueFormatter: formatThousandDollars,
        highlightScope: { highlight: 'item', fade: 'global' },
      }))}
      slotProps={{ tooltip: { trigger: 'item' } }}
      sx={(theme) => ({
        // CSS wins over the `fill` and `opacity` attributes the chart writes on each bar.
        [`& .${barElementClasses.faded}`]: {
          fill: theme.palette.action.disabled,
          opacity: 1,
        },
        [`& .${barElementClasses.highlighted}`]: {
          stroke: theme.palette.text.primary,
          strokeWidth: 2,
        },
      })}
    />
  );
}
