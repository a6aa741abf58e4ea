import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

export default function LineDemoCityTemperatures() {
  return (
    <LineChart
      title="Monthly mean temperature in Harbourton, Vostrava and Sol Mirado"
      height={320}
      dataset={cityTemperatures}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ label: 'Temperature (°C)', width: 60 }]}
      series={[
        { dataKey: 'harbourton', label: 'Harbourton', color: '#0d9488' },
        { dataKey: 'vostrava', label: 'Vostrava', color: '#6366f1' },
        { dataKey: 'solMirado', label: 'Sol Mirado', color: '#f97316' },
      ].map((series) => ({ ...series, showMark: false, valueFormatter: formatCelsius }))}
      grid={{ horizontal: true }}
    />
  );
}
