import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { harbourtonRainfall, months } from '@site/src/demo-data/chartsClimate';

export default function AxisStyling() {
  return (
    <BarChart
      title="Monthly rainfall in Harbourton"
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          label: 'Month of 2024',
          labelStyle: { fontSize: 12, fontStyle: 'italic' },
          tickLabelStyle: { fontSize: 11, fontWeight: 700 },
          disableTicks: true,
        },
      ]}
      yAxis={[
        {
          label: 'Rainfall (mm)',
          labelStyle: { fontSize: 12, fontStyle: 'italic' },
          tickSize: 10,
          tickNumber: 4,
        },
      ]}
      series={[
        {
          data: harbourtonRainfall,
          label: 'Rainfall',
          valueFormatter: (v) => `${v} mm`,
        },
      ]}
      hideLegend
      sx={(theme) => ({
        [`& .${axisClasses.root} .${axisClasses.line}`]: {
          stroke: theme.palette.primary.main,
          strokeWidth: 2,
        },
        [`& .${axisClasses.directionY} .${axisClasses.tick}`]: {
          stroke: theme.palette.primary.main,
        },
        [`& .${axisClasses.label}`]: { fill: theme.palette.text.secondary },
      })}
    />
  );
}
