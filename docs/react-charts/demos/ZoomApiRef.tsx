import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { stockLevels } from '@site/src/demo-data/chartsBusiness';

const days = stockLevels.map((_, index) => `Apr ${index + 1}`);

// Halves or doubles the visible span around its middle, within 10% and 100% of the axis.
function scaleSpan(zoom: ZoomData, factor: number): ZoomData {
  const middle = (zoom.start + zoom.end) / 2;
  const span = Math.min(100, Math.max(10, (zoom.end - zoom.start) * factor));
  const start = Math.min(Math.max(0, middle - span / 2), 100 - span);
  return { ...zoom, start, end: start + span };
}

export default function ZoomApiRef() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  // The updater form receives the current zoom of every zoomable axis.
  const update = (change: (zoom: ZoomData) => ZoomData) =>
    apiRef.current?.setZoomData((previous) => previous.map(change));

  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => update((zoom) => scaleSpan(zoom, 0.5))}>
          Zoom in
        </Button>
        <Button variant="outlined" size="small" onClick={() => update((zoom) => scaleSpan(zoom, 2))}>
          Zoom out
        </Button>
        <Button size="small" onClick={() => update((zoom) => ({ ...zoom, start: 100 - 100 / 3, end: 100 }))}>
          Last 10 days
        </Button>
        <Button size="small" onClick={() => update((zoom) => ({ ...zoom, start: 0, end: 100 }))}>
          Whole month
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={280}
        title="Units in stock at the end of each day of April"
        xAxis={[{ scaleType: 'band', data: days, zoom: true }]}
        series={[{ data: stockLevels, label: 'Units in stock' }]}
      />
    </div>
  );
}
