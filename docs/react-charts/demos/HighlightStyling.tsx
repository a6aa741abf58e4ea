import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

export default function HighlightStyling() {
  return (
    <BarChart
      title="Revenue per region in the first two quarters"
      height={300}
      dataset={salesByRegion}
      xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
      series={[
        {
          dataKey: 'q1',
          label: 'Q1',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          dataKey: 'q2',
          label: 'Q2',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      sx={(theme) => ({
        [`& .${barElementClasses.root}`]: { transition: 'opacity 0.2s, fill 0.2s' },
        // Faded bars turn grey instead of transparent.
        [`& .${barElementClasses.faded}`]: {
          fill: theme.palette.action.disabled,
          opacity: 1,
        },
        // The highlighted bar gets an outline instead of a brighter color.
        [`& .${barElementClasses.highlighted}`]: {
          stroke: theme.palette.text.primary,
          strokeWidth: 2,
          filter: 'none',
        },
      })}
    />
  );
}
