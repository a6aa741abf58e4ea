import { LineChart } from '@mui/x-charts/LineChart';
import { tariffByHour } from '@site/src/demo-data/chartsClimate';

const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export default function LineDemoTariff() {
  return (
    <LineChart
      title="Time-of-use electricity price over one day, in euros per kilowatt-hour"
      height={300}
      dataset={tariffByHour}
      xAxis={[
        {
          scaleType: 'linear',
          dataKey: 'hour',
          min: 0,
          max: 24,
          tickInterval: [0, 6, 12, 18, 24],
          // Ticks show the hour; the tooltip shows the hour the price applies to.
          valueFormatter: (hour: number, context) =>
            context.location === 'tooltip' && hour < 24
              ? `${formatHour(hour)} to ${formatHour(hour + 1)}`
              : formatHour(hour),
        },
      ]}
      yAxis={[{ min: 0, valueFormatter: (value: number) => `€${value.toFixed(2)}`, width: 50 }]}
      series={[
        {
          dataKey: 'price',
          label: 'Price',
          // Each price holds until the next change.
          curve: 'stepAfter',
          area: true,
          showMark: false,
          color: '#ca8a04',
          valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)} per kWh`),
        },
      ]}
      hideLegend
    />
  );
}
