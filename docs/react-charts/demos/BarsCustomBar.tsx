import * as React from 'react';
import { BarChart, BarElementOwnerState } from '@mui/x-charts/BarChart';
import { formatGwh, monthlyGeneration } from './energyData';

// The props of the `bar` slot this component uses. The chart also passes `id`,
// `dataIndex`, `xOrigin`, `yOrigin`, `layout` and `skipAnimation`, which are not SVG
// attributes, so they are not spread onto the elements below.
type CappedBarProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  ownerState: BarElementOwnerState;
  className?: string;
  onClick?: React.MouseEventHandler<SVGRectElement>;
  onPointerEnter?: React.PointerEventHandler<SVGRectElement>;
  onPointerLeave?: React.PointerEventHandler<SVGRectElement>;
  onPointerDown?: React.PointerEventHandler<SVGRectElement>;
};

// A pale bar with a solid cap at its value.
function CappedBar(props: CappedBarProps) {
  const { x, y, width, height, color, ownerState } = props;
  return (
    <g className={props.className} opacity={ownerState.isFaded ? 0.3 : 1}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        fill={color}
        fillOpacity={ownerState.isHighlighted ? 0.6 : 0.35}
        // Forwarding the pointer handlers keeps the tooltip and highlighting working.
        onClick={props.onClick}
        onPointerEnter={props.onPointerEnter}
        onPointerLeave={props.onPointerLeave}
        onPointerDown={props.onPointerDown}
      />
      <rect
        x={x}
        y={y}
        width={width}
        height={Math.min(4, height)}
        fill={color}
        pointerEvents="none"
      />
    </g>
  );
}

export default function BarsCustomBar() {
  return (
    <BarChart
      height={300}
      title="Monthly solar output drawn with capped bars"
      dataset={monthlyGeneration}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        {
          dataKey: 'solar',
          label: 'Solar',
          valueFormatter: formatGwh,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      slots={{ bar: CappedBar }}
      slotProps={{ tooltip: { trigger: 'item' } }}
    />
  );
}
