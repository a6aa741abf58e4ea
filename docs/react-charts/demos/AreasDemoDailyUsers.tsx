import { LineChart } from '@mui/x-charts/LineChart';
import { dailyActiveUsers } from '@site/src/demo-data/chartsBusiness';

// Dates are UTC midnights, so they are also formatted in UTC: the labels are
// the same in every time zone, on the server and in the browser.
const tickFormat: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};
const tooltipFormat: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  ...tickFormat,
  year: 'numeric',
};

const formatUsers = (value: number | null) =>
  value === null ? '' : `${value.toFixed(1)}k users`;

export default function AreasDemoDailyUsers() {
  return (
    <LineChart
      title="Daily active users, website and app, first quarter of 2025"
      height={340}
      dataset={dailyActiveUsers}
      xAxis={[
        {
          dataKey: 'date',
          scaleType: 'utc',
          tickNumber: 4,
          // End the axis on the first and last dates instead of rounding outward.
          domainLimit: 'strict',
          valueFormatter: (date: Date, context) =>
            date.toLocaleDateString(
              'en-US',
              context.location === 'tick' ? tickFormat : tooltipFormat,
            ),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k`, width: 45 }]}
      series={[
        { dataKey: 'web', label: 'Website', color: '#0ea5e9' },
        { dataKey: 'app', label: 'Mobile app', color: '#f43f5e' },
      ].map((series) => ({
        ...series,
        stack: 'users',
        area: true,
        showMark: false,
        curve: 'linear' as const,
        valueFormatter: formatUsers,
      }))}
    />
  );
}
