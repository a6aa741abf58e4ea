import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { dailyActiveUsers } from '@site/src/demo-data/chartsBusiness';
import { formatShortDate } from '@site/src/demo-data/chartsClimate';

const initialZoom: ZoomData[] = [{ axisId: 'days', start: 20, end: 60 }];

export default function ZoomControlled() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>(initialZoom);
  const { start, end } = zoomData[0] ?? { start: 0, end: 100 };

  return (
    <div>
      <LineChartPro
        height={280}
        title="Daily active users of the app"
        dataset={dailyActiveUsers}
        xAxis={[{ id: 'days', scaleType: 'utc', dataKey: 'date', zoom: true, valueFormatter: formatShortDate }]}
        series={[{ dataKey: 'app', label: 'App users (k)', showMark: false }]}
        // Controlled: the chart shows `zoomData` and reports every gesture through `onZoomChange`.
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 2 }}>
        {/* The chart's x-axis runs left to right on right-to-left pages too, so the slider does as well. */}
        <ThemeProvider theme={(outer: Theme): Theme => ({ ...outer, direction: 'ltr' })}>
          <div dir="ltr" style={{ flex: 1, display: 'flex' }}>
            <Slider
              aria-label="Visible range, in percent of the axis"
              value={[start, end]}
              onChange={(_, value) => {
                const [nextStart = 0, nextEnd = 100] = value as number[];
                // Keep at least the 10% span that the axis allows by default (`minSpan`).
                if (nextEnd - nextStart >= 10) {
                  setZoomData([{ axisId: 'days', start: nextStart, end: nextEnd }]);
                }
              }}
              disableSwap
              valueLabelDisplay="auto"
              valueLabelFormat={(value) => `${Math.round(value)}%`}
            />
          </div>
        </ThemeProvider>
        <Button variant="outlined" onClick={() => setZoomData([{ axisId: 'days', start: 0, end: 100 }])}>
          Reset
        </Button>
      </Stack>
    </div>
  );
}
