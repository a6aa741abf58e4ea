import { useTheme } from '@mui/material/styles';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';
import { harbourtonRainfall, months } from '@site/src/demo-data/chartsClimate';

// Draws the label just above the bar instead of inside it.
function LabelAboveBar(props: BarLabelProps) {
  const { x, y, width, children } = props;
  const theme = useTheme();
  return (
    <text
      x={x + width / 2}
      y={y - 4}
      textAnchor="middle"
      fontSize={11}
      fill={theme.palette.text.secondary}
    >
      {children}
    </text>
  );
}

export default function LabelBarOutside() {
  return (
    <BarChart
      title="Monthly rainfall in Harbourton, in millimetres"
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      // Leave room above the tallest bar for its label.
      yAxis={[{ max: 130 }]}
      series={[{ data: harbourtonRainfall, label: 'Rainfall' }]}
      barLabel="value"
      slots={{ barLabel: LabelAboveBar }}
      hideLegend
    />
  );
}
