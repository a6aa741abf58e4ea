import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import {
  activityTimeSlots,
  activityWeekdays,
  supportTickets,
} from '@site/src/demo-data/chartsActivity';

export default function HeatmapStyling() {
  return (
    <Heatmap
      height={400}
      // A gap ratio above 0 leaves space between the rows and the columns.
      xAxis={[{ data: activityWeekdays, categoryGapRatio: 0.12 }]}
      yAxis={[{ data: activityTimeSlots, width: 50, categoryGapRatio: 0.12 }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 55,
            color: ['#ccfbf1', '#0f766e'],
          },
        },
      ]}
      series={[
        {
          data: supportTickets,
          label: 'Tickets',
          // Highlight the hovered cell and fade every other one.
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      // Props for every cell's <rect> element.
      slotProps={{ cell: { rx: 4, ry: 4 } }}
      sx={(theme) => ({
        [`& .${heatmapClasses.faded}`]: { opacity: 0.35 },
        [`& .${heatmapClasses.highlighted}`]: {
          stroke: theme.palette.text.primary,
          strokeWidth: 2,
        },
      })}
    >
      <title>Support tickets per weekday and time of day, with rounded cells</title>
    </Heatmap>
  );
}
