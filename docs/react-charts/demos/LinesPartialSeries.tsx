import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { months } from '@site/src/demo-data/chartsClimate';

// Harbourton river level, in metres: measured until August, forecast from August on.
const measured = [2.4, 2.6, 2.3, 1.9, 1.6, 1.3, 1.1, 1.2];
// The forecast starts with `null` for the months it does not cover,
// and repeats the August reading so the two lines meet.
const forecast = [null, null, null, null, null, null, null, 1.2, 1.5, 1.9, 2.3, 2.5];

const formatLevel = (value: number | null) => (value === null ? null : `${value.toFixed(1)} m`);

export default function LinesPartialSeries() {
  return (
    <LineChart
      title="River level at Harbourton: measured January to August, forecast August to December"
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 0, label: 'Level (m)', width: 50 }]}
      series={[
        { id: 'measured', data: measured, label: 'Measured', valueFormatter: formatLevel },
        {
          id: 'forecast',
          data: forecast,
          label: 'Forecast',
          showMark: false,
          valueFormatter: formatLevel,
        },
      ]}
      sx={{
        [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 4' },
      }}
    />
  );
}
