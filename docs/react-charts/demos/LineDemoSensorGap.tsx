import { LineChart } from '@mui/x-charts/LineChart';
import { formatCelsius, rooftopReadings } from '@site/src/demo-data/chartsClimate';

const values = rooftopReadings.map((row) => row.temperature);
// A reading next to a missing one gets a mark, so the edges of each gap stand out.
const bordersGap = (index: number) =>
  values[index - 1] === null || values[index + 1] === null;

export default function LineDemoSensorGap() {
  return (
    <LineChart
      title="Hourly rooftop temperature over two days, with two periods without readings"
      height={320}
      dataset={rooftopReadings}
      xAxis={[
        {
          scaleType: 'utc',
          dataKey: 'time',
          // Ticks show the day at midnight and the hour otherwise; the tooltip shows both.
          valueFormatter: (date: Date, context) => {
            const day = date.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short' });
            const time = `${String(date.getUTCHours()).padStart(2, '0')}:00`;
            if (context.location !== 'tick') return `${day} ${time}`;
            return date.getUTCHours() === 0 ? day : time;
          },
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          id: 'estimate',
          dataKey: 'temperature',
          label: 'Straight-line estimate',
          connectNulls: true,
          curve: 'linear',
          showMark: false,
          color: '#94a3b8',
          // The estimate repeats the readings, so leave it out of the tooltip.
          valueFormatter: () => null,
        },
        {
          id: 'reading',
          dataKey: 'temperature',
          label: 'Reading',
          curve: 'linear',
          showMark: ({ index }) => bordersGap(index),
          color: '#16a34a',
          valueFormatter: (value) => (value === null ? 'Sensor offline' : formatCelsius(value)),
        },
      ]}
      sx={{ '& .MuiLineElement-series-estimate': { strokeDasharray: '4 4' } }}
    />
  );
}
