import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import {
  activityTimeSlots,
  activityWeekdays,
  supportTickets,
} from '@site/src/demo-data/chartsActivity';

const dayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

export default function HeatmapTooltip() {
  const [showTooltip, setShowTooltip] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={showTooltip}
            onChange={(event) => setShowTooltip(event.target.checked)}
          />
        }
        label="Show the tooltip"
      />
      <Heatmap
        height={400}
        xAxis={[
          {
            data: activityWeekdays,
            // Ticks keep the short name; the tooltip gets the full one.
            valueFormatter: (day: string, context) =>
              context.location === 'tooltip'
                ? (dayNames[activityWeekdays.indexOf(day)] ?? day)
                : day,
          },
        ]}
        yAxis={[
          {
            data: activityTimeSlots,
            width: 50,
            valueFormatter: (slot: string, context) => {
              if (context.location !== 'tooltip') {
                return slot;
              }
              const end = (Number(slot.slice(0, 2)) + 2) % 24;
              return `${slot} to ${String(end).padStart(2, '0')}:00`;
            },
          },
        ]}
        series={[
          {
            data: supportTickets,
            label: 'Tickets opened',
            // The formatter receives the whole [x, y, value] item.
            valueFormatter: ([, , tickets]) => `${tickets} per slot`,
          },
        ]}
        slotProps={{ tooltip: { trigger: showTooltip ? 'item' : 'none' } }}
      >
        <title>Support tickets per weekday and time of day</title>
      </Heatmap>
    </div>
  );
}
