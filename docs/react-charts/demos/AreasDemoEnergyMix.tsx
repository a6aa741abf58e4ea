import { LineChart } from '@mui/x-charts/LineChart';
import { gridSupplyByHour } from '@site/src/demo-data/chartsBusiness';

const formatGw = (value: number | null) => (value === null ? '' : `${value} GW`);

// Listed from the bottom layer up: steady sources first, the flexible one on top.
const sources = [
  { dataKey: 'nuclear', label: 'Nuclear', color: '#7c3aed' },
  { dataKey: 'hydro', label: 'Hydro', color: '#0284c7' },
  { dataKey: 'wind', label: 'Wind', color: '#14b8a6' },
  { dataKey: 'solar', label: 'Solar', color: '#eab308' },
  { dataKey: 'gas', label: 'Gas', color: '#94a3b8' },
];

export default function AreasDemoEnergyMix() {
  return (
    <LineChart
      title="Electricity supply by source over one day"
      height={360}
      dataset={gridSupplyByHour}
      xAxis={[
        {
          dataKey: 'hour',
          min: 0,
          max: 23,
          tickInterval: [0, 4, 8, 12, 16, 20],
          valueFormatter: (hour: number) => `${hour}:00`,
        },
      ]}
      yAxis={[{ label: 'Gigawatts', width: 50 }]}
      series={sources.map((source) => ({
        ...source,
        stack: 'supply',
        area: true,
        showMark: false,
        valueFormatter: formatGw,
      }))}
    />
  );
}
