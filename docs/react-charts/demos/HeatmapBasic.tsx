import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import {
  activityTimeSlots,
  activityWeekdays,
  supportTickets,
} from '@site/src/demo-data/chartsActivity';

export default function HeatmapBasic() {
  return (
    <Heatmap
      height={400}
      // Both axes are band axes: one category per column and one per row.
      xAxis={[{ data: activityWeekdays }]}
      yAxis={[{ data: activityTimeSlots, width: 50 }]}
      // Each item is [x index, y index, value].
      series={[{ data: supportTickets, label: 'Tickets' }]}
    >
      {/* The accessible name of the chart's SVG. */}
      <title>Support tickets per weekday and time of day</title>
    </Heatmap>
  );
}
