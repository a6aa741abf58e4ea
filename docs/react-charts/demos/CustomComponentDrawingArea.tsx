import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

// A watermark in the middle of the drawing area, with a frame around it.
function DraftWatermark() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();

  return (
    <g pointerEvents="none">
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke={theme.palette.warning.main}
        strokeDasharray="6 4"
      />
      <text
        x={left + width / 2}
        y={top + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={Math.min(64, width / 6)}
        fontWeight={700}
        fill={theme.palette.warning.main}
        opacity={0.35}
      >
        DRAFT
      </text>
    </g>
  );
}

export default function CustomComponentDrawingArea() {
  return (
    <BarChart
      title="Fourth-quarter revenue per region (not yet audited)"
      height={300}
      dataset={salesByRegion}
      xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
      series={[
        { dataKey: 'q4', label: 'Q4 revenue', valueFormatter: (v) => `$${v}k` },
      ]}
      hideLegend
    >
      <DraftWatermark />
    </BarChart>
  );
}
