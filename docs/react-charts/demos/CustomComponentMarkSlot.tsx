import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { MarkElementProps } from '@mui/x-charts/LineChart';
import { useLineSeries } from '@mui/x-charts/hooks';
import { snowDepth, snowDepthWeeks } from '@site/src/demo-data/chartsClimate';

// Replaces each mark with a small badge that shows the value.
function ValueBadge({ x, y, id, dataIndex, color }: MarkElementProps) {
  const series = useLineSeries(id);
  const theme = useTheme();
  const value = series?.data[dataIndex];
  if (value == null) {
    return null;
  }
  return (
    <g transform={`translate(${x}, ${y})`} pointerEvents="none">
      <rect x={-16} y={-10} width={32} height={20} rx={10} fill={color} />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={11}
        fontWeight={700}
        fill={theme.palette.getContrastText(color)}
      >
        {value}
      </text>
    </g>
  );
}

export default function CustomComponentMarkSlot() {
  return (
    <LineChart
      title="Snow depth at the Pic Blanc ski station, in centimetres"
      height={300}
      xAxis={[{ scaleType: 'point', data: snowDepthWeeks }]}
      yAxis={[{ max: 90 }]}
      series={[
        { id: 'depth', data: snowDepth, label: 'Snow depth', color: '#0284c7' },
      ]}
      slots={{ mark: ValueBadge }}
      hideLegend
    />
  );
}
