import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { HighlightItemData } from '@mui/x-charts/context';
import {
  activityTimeSlots,
  activityWeekdays,
  supportTickets,
} from '@site/src/demo-data/chartsActivity';

// The index of the busiest cell in the data array.
const busiestIndex = supportTickets.reduce(
  (best, cell, index) => (cell[2] > (supportTickets[best]?.[2] ?? 0) ? index : best),
  0,
);

export default function HeatmapHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  let message = 'Hover a cell, or use the button.';
  const cell =
    highlighted?.dataIndex === undefined
      ? undefined
      : supportTickets[highlighted.dataIndex];
  if (cell) {
    const [day, slot, tickets] = cell;
    message = `${activityWeekdays[day]} ${activityTimeSlots[slot]}: ${tickets} tickets`;
  }

  return (
    <div>
      <Button
        size="small"
        variant="outlined"
        onClick={() =>
          setHighlighted({ seriesId: 'tickets', dataIndex: busiestIndex })
        }
      >
        Show the busiest slot
      </Button>
      <Heatmap
        height={400}
        xAxis={[{ data: activityWeekdays }]}
        yAxis={[{ data: activityTimeSlots, width: 50 }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 55,
              color: ['#e0e7ff', '#3730a3'],
            },
          },
        ]}
        series={[
          {
            id: 'tickets',
            data: supportTickets,
            label: 'Tickets',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        sx={{ [`& .${heatmapClasses.faded}`]: { opacity: 0.4 } }}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      >
        <title>Support tickets per weekday and time of day</title>
      </Heatmap>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </div>
  );
}
