import * as React from 'react';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsAxisData, LineItemIdentifier } from '@mui/x-charts/models';
import { vostravaPrecipitation } from '@site/src/demo-data/chartsClimate';

const describeItem = (item: LineItemIdentifier) =>
  item.dataIndex === undefined
    ? `series "${item.seriesId}"`
    : `series "${item.seriesId}", ${vostravaPrecipitation[item.dataIndex]?.month}`;

const describeAxis = (data: ChartsAxisData | null) =>
  data === null
    ? 'outside the data'
    : `${data.axisValue}: rain ${data.seriesValues.rain} mm, snow ${data.seriesValues.snow} mm`;

export default function LinesClicks() {
  const [clicks, setClicks] = React.useState<Record<string, string>>({});
  const record = (handler: string, text: string) =>
    setClicks((previous) => ({ ...previous, [handler]: text }));

  return (
    <div>
      <LineChart
        title="Rain and snow in Vostrava per month; click the chart to see which handlers fire"
        height={300}
        dataset={vostravaPrecipitation}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          { id: 'rain', dataKey: 'rain', label: 'Rain', area: true, stack: 'total' },
          { id: 'snow', dataKey: 'snow', label: 'Snow', area: true, stack: 'total' },
        ]}
        onAreaClick={(_event, item) => record('onAreaClick', describeItem(item))}
        onLineClick={(_event, item) => record('onLineClick', describeItem(item))}
        onMarkClick={(_event, item) => record('onMarkClick', describeItem(item))}
        onAxisClick={(_event, data) => record('onAxisClick', describeAxis(data))}
      />
      <Typography component="div" variant="body2" aria-live="polite">
        {['onAreaClick', 'onLineClick', 'onMarkClick', 'onAxisClick'].map((handler) => (
          <div key={handler}>
            <code>{handler}</code>: {clicks[handler] ?? 'not called yet'}
          </div>
        ))}
      </Typography>
    </div>
  );
}
