import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import {
  ContinuousColorLegend,
  PiecewiseColorLegend,
} from '@mui/x-charts/ChartsLegend';
import { useDrawingArea } from '@mui/x-charts/hooks';
import {
  activityTimeSlots,
  activityWeekdays,
  supportTickets,
} from '@site/src/demo-data/chartsActivity';

type MapType = 'continuous' | 'piecewise';

// The legends read the z-axis from the chart, so they are drawn inside it,
// in the space the top margin leaves free above the cells.
function LegendInMargin({ type }: { type: MapType }) {
  const { left, width } = useDrawingArea();
  return (
    <foreignObject x={left} y={0} width={width} height={50}>
      {type === 'continuous' ? (
        <ContinuousColorLegend />
      ) : (
        <PiecewiseColorLegend labelPosition="end" />
      )}
    </foreignObject>
  );
}

export default function HeatmapColorMaps() {
  const [type, setType] = React.useState<MapType>('continuous');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_event, next: MapType | null) => next && setType(next)}
        aria-label="Color map type"
      >
        <ToggleButton value="continuous">Continuous</ToggleButton>
        <ToggleButton value="piecewise">Piecewise</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={430}
        margin={{ top: 56 }}
        xAxis={[{ data: activityWeekdays }]}
        yAxis={[{ data: activityTimeSlots, width: 50 }]}
        series={[{ data: supportTickets, label: 'Tickets' }]}
        zAxis={[
          {
            colorMap:
              type === 'continuous'
                ? {
                    type: 'continuous',
                    min: 0,
                    max: 55,
                    color: ['#fef3c7', '#b91c1c'],
                  }
                : {
                    type: 'piecewise',
                    thresholds: [10, 25, 40],
                    colors: ['#fef3c7', '#fbbf24', '#ea580c', '#991b1b'],
                  },
          },
        ]}
      >
        <title>
          Support tickets per weekday and time of day, with a color legend
        </title>
        <LegendInMargin type={type} />
      </Heatmap>
    </div>
  );
}
