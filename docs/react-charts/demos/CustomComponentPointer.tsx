import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useYScale } from '@mui/x-charts/hooks';
import { formatCelsius, harbourtonSpring } from '@site/src/demo-data/chartsClimate';

// A horizontal ruler that follows the pointer and reads the temperature at its height.
function ValueRuler() {
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const [pointerY, setPointerY] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      // Pointer position in the SVG's own coordinates.
      const y = event.clientY - svg.getBoundingClientRect().top;
      setPointerY(y >= top && y <= top + height ? y : null);
    };
    const handleLeave = () => setPointerY(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, top, height]);

  if (pointerY === null) {
    return null;
  }
  return (
    <g pointerEvents="none">
      <line
        x1={left}
        x2={left + width}
        y1={pointerY}
        y2={pointerY}
        stroke={theme.palette.text.secondary}
        strokeDasharray="3 3"
      />
      <text
        x={left + width - 4}
        y={pointerY - 6}
        // Ends at the right edge, in left-to-right and right-to-left pages alike.
        textAnchor={theme.direction === 'rtl' ? 'start' : 'end'}
        fontSize={12}
        fill={theme.palette.text.primary}
      >
        {formatCelsius(Number(yScale.invert(pointerY).toFixed(1)))}
      </text>
    </g>
  );
}

export default function CustomComponentPointer() {
  return (
    <LineChart
      title="Daily mean temperature in Harbourton, spring 2024"
      height={300}
      dataset={harbourtonSpring}
      xAxis={[{ scaleType: 'utc', dataKey: 'date', tickNumber: 5 }]}
      series={[{ dataKey: 'temperature', label: 'Daily mean', showMark: false }]}
      axisHighlight={{ x: 'none' }}
      slotProps={{ tooltip: { trigger: 'none' } }}
      hideLegend
    >
      <ValueRuler />
    </LineChart>
  );
}
