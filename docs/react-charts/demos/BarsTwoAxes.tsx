import { BarChart } from '@mui/x-charts/BarChart';
import { formatGwh, monthlyGeneration } from './energyData';

// Solar's share of the month's renewable output, in percent.
const solarShare = monthlyGeneration.map((row) =>
  Math.round((row.solar / (row.solar + row.wind + row.hydro)) * 100),
);

export default function BarsTwoAxes() {
  return (
    <BarChart
      height={320}
      title="Solar output in GWh and as a share of all renewable output"
      xAxis={[
        { scaleType: 'band', data: monthlyGeneration.map((row) => row.month) },
      ]}
      yAxis={[
        { id: 'output', label: 'Output (GWh)', width: 50 },
        // Extra axes are hidden unless they get a position.
        { id: 'share', label: 'Share (%)', position: 'right', max: 100, width: 50 },
      ]}
      series={[
        {
          data: monthlyGeneration.map((row) => row.solar),
          label: 'Solar output',
          yAxisId: 'output',
          valueFormatter: formatGwh,
        },
        {
          data: solarShare,
          label: 'Share of renewables',
          yAxisId: 'share',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    />
  );
}
