import { BarChart } from '@mui/x-charts/BarChart';
import { formatGwh, plantOutput } from './energyData';

export default function ColorMapBars() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      dataset={plantOutput}
      yAxis={[{ scaleType: 'band', dataKey: 'plant', width: 120 }]}
      xAxis={[
        {
          // Bars below 500 GWh, between 500 and 1,000 GWh, and above 1,000 GWh get their own color.
          colorMap: {
            type: 'piecewise',
            thresholds: [500, 1000],
            colors: ['#94a3b8', '#0ea5e9', '#1d4ed8'],
          },
        },
      ]}
      series={[{ dataKey: 'output', label: 'Output', valueFormatter: formatGwh }]}
      hideLegend
    />
  );
}
