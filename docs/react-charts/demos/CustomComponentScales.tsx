import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

// A band across the chart between two temperatures, placed with the y-axis scale.
function ComfortBand({ from, to }: { from: number; to: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const top = yScale(to);
  const bottom = yScale(from);

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={bottom - top}
        fill={theme.palette.success.main}
        opacity={0.15}
      />
      <text
        x={left + 6}
        y={top + 14}
        // Starts at the left edge, in left-to-right and right-to-left pages alike.
        textAnchor={theme.direction === 'rtl' ? 'end' : 'start'}
        fontSize={12}
        fill={theme.palette.success.dark}
      >
        Comfortable: {from}–{to} °C
      </text>
    </g>
  );
}

export default function CustomComponentScales() {
  return (
    <ChartContainer
      title="Monthly mean temperature in Sol Mirado"
      height={300}
      dataset={cityTemperatures}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ min: 10, max: 30 }]}
      series={[
        {
          type: 'line',
          dataKey: 'solMirado',
          label: 'Sol Mirado',
          valueFormatter: formatCelsius,
        },
      ]}
    >
      {/* Drawn first, so the line goes on top of it. */}
      <ComfortBand from={18} to={24} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
