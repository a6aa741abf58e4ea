import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  ChartsAxisTooltipContent,
  ChartsTooltipContainer,
  useAxesTooltip,
} from '@mui/x-charts/ChartsTooltip';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

// The default table, plus a line computed from the hovered values.
function TooltipWithSpread() {
  const axes = useAxesTooltip();
  // Line values are numbers (or null); the type also allows other series' values.
  const values =
    axes?.[0]?.seriesItems.map((item) =>
      typeof item.value === 'number' ? item.value : 0,
    ) ?? [];
  const spread = values.length > 0 ? Math.max(...values) - Math.min(...values) : 0;

  return (
    <ChartsTooltipContainer trigger="axis">
      <Paper variant="outlined">
        <ChartsAxisTooltipContent sx={{ border: 'none' }} />
        <Typography variant="caption" component="div" sx={{ px: 1.5, pb: 1 }}>
          Spread between the towns: {spread.toFixed(1)} °C
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function TooltipExtraContent() {
  return (
    <LineChart
      title="Monthly mean temperature of three towns"
      height={300}
      dataset={cityTemperatures}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        {
          dataKey: 'harbourton',
          label: 'Harbourton',
          valueFormatter: formatCelsius,
        },
        { dataKey: 'vostrava', label: 'Vostrava', valueFormatter: formatCelsius },
        { dataKey: 'solMirado', label: 'Sol Mirado', valueFormatter: formatCelsius },
      ]}
      slots={{ tooltip: TooltipWithSpread }}
    />
  );
}
