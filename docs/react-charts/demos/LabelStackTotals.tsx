import { useTheme } from '@mui/material/styles';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';
import { vostravaPrecipitation } from '@site/src/demo-data/chartsClimate';

// Writes the text just above the bar it belongs to.
function LabelAboveBar({ x, y, width, children }: BarLabelProps) {
  const theme = useTheme();
  return (
    <text
      x={x + width / 2}
      y={y - 4}
      textAnchor="middle"
      fontSize={11}
      fontWeight={600}
      fill={theme.palette.text.primary}
    >
      {children}
    </text>
  );
}

export default function LabelStackTotals() {
  return (
    <BarChart
      title="Monthly precipitation in Vostrava, with the total of each month"
      height={300}
      dataset={vostravaPrecipitation}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ max: 100 }]}
      series={[
        // 'none' keeps a zero-height snow segment on top of the rain, with its label.
        {
          id: 'rain',
          dataKey: 'rain',
          label: 'Rain',
          stack: 'total',
          stackOffset: 'none',
        },
        { id: 'snow', dataKey: 'snow', label: 'Snow', stack: 'total' },
      ]}
      // Only the top layer gets a label, and it shows the whole stack.
      barLabel={({ seriesId, dataIndex }) => {
        const row = vostravaPrecipitation[dataIndex];
        return seriesId === 'snow' && row ? `${row.rain + row.snow}` : null;
      }}
      slots={{ barLabel: LabelAboveBar }}
    />
  );
}
