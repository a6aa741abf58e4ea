import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, type BarElementOwnerState } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';
import { formatThousandDollars, salesByRegion } from '@site/src/demo-data/chartsBusiness';

// The props of the `bar` slot this component uses. The chart also passes `id` (the series id)
// and `dataIndex`, which are not SVG attributes, so the component does not spread its props.
type PillBarProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  xOrigin: number;
  yOrigin: number;
  layout: 'vertical' | 'horizontal';
  skipAnimation: boolean;
  color: string;
  ownerState: BarElementOwnerState;
  className?: string;
  onClick?: React.MouseEventHandler<SVGRectElement>;
  onPointerEnter?: React.PointerEventHandler<SVGRectElement>;
  onPointerLeave?: React.PointerEventHandler<SVGRectElement>;
  onPointerDown?: React.PointerEventHandler<SVGRectElement>;
};

function PillBar(props: PillBarProps) {
  const { color, ownerState, width } = props;
  // The hook returns the final geometry and a ref; it then moves the element there frame by frame.
  const animated = useAnimateBar(props);
  return (
    <rect
      {...animated}
      rx={Math.min(width / 2, 10)}
      fill={color}
      fillOpacity={ownerState.isFaded ? 0.3 : 0.85}
      stroke={color}
      strokeWidth={ownerState.isHighlighted ? 3 : 1}
      className={props.className}
      // The pointer handlers keep the tooltip and the highlighting working.
      onClick={props.onClick}
      onPointerEnter={props.onPointerEnter}
      onPointerLeave={props.onPointerLeave}
      onPointerDown={props.onPointerDown}
    />
  );
}

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

export default function AnimationCustomBar() {
  const [quarter, setQuarter] = React.useState<(typeof quarters)[number]>('q1');

  return (
    <div>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Quarter"
        value={quarter}
        onChange={(_, value: typeof quarter | null) => value && setQuarter(value)}
      >
        {quarters.map((item) => (
          <ToggleButton key={item} value={item}>
            {item.toUpperCase()}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={280}
        title={`Revenue per region in ${quarter.toUpperCase()}, drawn with rounded bars`}
        dataset={salesByRegion}
        xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
        yAxis={[{ max: 600, valueFormatter: formatThousandDollars, width: 55 }]}
        series={[
          {
            dataKey: quarter,
            label: quarter.toUpperCase(),
            valueFormatter: formatThousandDollars,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        slots={{ bar: PillBar }}
      />
    </div>
  );
}
