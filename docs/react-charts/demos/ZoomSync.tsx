import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { dailyActiveUsers } from '@site/src/demo-data/chartsBusiness';
import { formatShortDate } from '@site/src/demo-data/chartsClimate';

// Both charts name their x-axis 'days', so one zoom state fits both.
const xAxis = [
  { id: 'days', scaleType: 'utc' as const, dataKey: 'date', zoom: true, valueFormatter: formatShortDate },
];

export default function ZoomSync() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'days', start: 0, end: 35 }]);

  return (
    <div>
      <LineChartPro
        height={200}
        title="Website users per day"
        dataset={dailyActiveUsers}
        xAxis={xAxis}
        series={[{ dataKey: 'web', label: 'Website (k)', showMark: false }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <LineChartPro
        height={200}
        title="App users per day"
        dataset={dailyActiveUsers}
        xAxis={xAxis}
        series={[{ dataKey: 'app', label: 'App (k)', showMark: false, color: '#22BF75' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
    </div>
  );
}
