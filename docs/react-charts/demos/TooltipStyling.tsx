import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import { formatCelsius, harbourtonClimate } from '@site/src/demo-data/chartsClimate';

export default function TooltipStyling() {
  return (
    <LineChart
      title="Mean temperature in Harbourton"
      height={300}
      dataset={harbourtonClimate}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        {
          dataKey: 'temperature',
          label: 'Temperature',
          valueFormatter: formatCelsius,
        },
      ]}
      hideLegend
      slotProps={{
        tooltip: {
          // The tooltip is rendered in a portal, so it is styled through its own `sx`.
          sx: (theme) => ({
            // Inverted colors: dark on a light page, light on a dark one.
            [`& .${chartsTooltipClasses.paper}`]: {
              backgroundColor: theme.palette.text.primary,
              borderColor: theme.palette.text.primary,
              boxShadow: theme.shadows[4],
            },
            [`& .${chartsTooltipClasses.table} caption`]: {
              color: theme.palette.background.paper,
              fontWeight: theme.typography.fontWeightBold,
            },
            [`& .${chartsTooltipClasses.cell}`]: {
              color: theme.palette.background.paper,
            },
            [`& .${chartsTooltipClasses.valueCell}`]: { fontSize: 18 },
          }),
        },
      }}
    />
  );
}
