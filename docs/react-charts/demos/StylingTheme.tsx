import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { cityTemperatures, harbourtonRainfall, months } from '@site/src/demo-data/chartsClimate';

// In an app, pass this object to the createTheme call of your theme.
const chartDefaults = {
  components: {
    // Default props: every BarChart and LineChart below gets them unless it sets its own.
    MuiBarChart: { defaultProps: { borderRadius: 6, grid: { horizontal: true } } },
    MuiLineChart: { defaultProps: { grid: { horizontal: true } } },
    // Style overrides, keyed by the component's class names.
    MuiChartsAxis: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: theme.palette.divider },
          [`& .${axisClasses.tickLabel}`]: { fill: theme.palette.text.secondary },
        }),
      },
    },
    MuiChartsGrid: { styleOverrides: { line: { strokeDasharray: '2 4' } } },
    MuiChartsLegend: { styleOverrides: { root: { gap: 24 } } },
  },
};

// Here the page's own theme is extended for this demo only.
const withChartDefaults = (outer: Theme) => createTheme(outer, chartDefaults);

export default function StylingTheme() {
  return (
    <ThemeProvider theme={withChartDefaults}>
      <BarChart
        height={220}
        title="Rainfall in Harbourton"
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ data: harbourtonRainfall, label: 'Rainfall (mm)' }]}
      />
      <LineChart
        height={220}
        title="Temperature in Harbourton and Vostrava"
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          { dataKey: 'harbourton', label: 'Harbourton (°C)' },
          { dataKey: 'vostrava', label: 'Vostrava (°C)' },
        ]}
      />
    </ThemeProvider>
  );
}
