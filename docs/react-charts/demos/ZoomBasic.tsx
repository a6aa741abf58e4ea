import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { dailyActiveUsers } from '@site/src/demo-data/chartsBusiness';
import { formatShortDate } from '@site/src/demo-data/chartsClimate';

const formatUsers = (value: number | null) => (value === null ? '' : `${value}k`);

export default function ZoomBasic() {
  return (
    <LineChartPro
      height={300}
      title="Daily active users, January to March 2025"
      dataset={dailyActiveUsers}
      // `zoom: true` lets the reader zoom and pan this axis.
      xAxis={[{ scaleType: 'utc', dataKey: 'date', zoom: true, valueFormatter: formatShortDate }]}
      yAxis={[{ valueFormatter: formatUsers }]}
      series={[
        { dataKey: 'web', label: 'Website', showMark: false, valueFormatter: formatUsers },
        { dataKey: 'app', label: 'App', showMark: false, valueFormatter: formatUsers },
      ]}
    />
  );
}
