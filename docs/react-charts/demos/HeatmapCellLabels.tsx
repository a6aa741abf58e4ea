import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import {
  activityTimeSlots,
  activityWeekdays,
  supportTickets,
} from '@site/src/demo-data/chartsActivity';

// What the chart passes to a custom cell: the <rect> attributes (position, size,
// pointer handlers, class name) plus an `ownerState` that describes the cell.
type CellProps = React.SVGProps<SVGRectElement> & {
  x: number;
  y: number;
  width: number;
  height: number;
  ownerState: { dataIndex: number; color: string };
};

function LabelledCell({ ownerState, ...rectProps }: CellProps) {
  const { x, y, width, height } = rectProps;
  const tickets = supportTickets[ownerState.dataIndex]?.[2] ?? 0;
  return (
    <g>
      {/* A custom cell paints itself, with the color found in `ownerState`. */}
      <rect {...rectProps} fill={ownerState.color} shapeRendering="crispEdges" />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        pointerEvents="none"
        fontSize={12}
        fill={tickets > 30 ? '#ffffff' : '#1c1917'}
      >
        {tickets}
      </text>
    </g>
  );
}

export default function HeatmapCellLabels() {
  return (
    <Heatmap
      height={420}
      xAxis={[{ data: activityWeekdays }]}
      yAxis={[{ data: activityTimeSlots, width: 50 }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 55,
            color: ['#fef3c7', '#b91c1c'],
          },
        },
      ]}
      series={[{ data: supportTickets, label: 'Tickets' }]}
      slots={{ cell: LabelledCell }}
    >
      <title>
        Support tickets per weekday and time of day, printed on each cell
      </title>
    </Heatmap>
  );
}
