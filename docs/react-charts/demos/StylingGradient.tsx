import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { reservoirStorage } from '@site/src/demo-data/chartsClimate';

const lakeColor = '#0288d1';

export default function StylingGradient() {
  return (
    <LineChart
      height={300}
      title="Water stored in Upper Lake at the start of each month"
      dataset={reservoirStorage}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ min: 0 }]}
      series={[
        {
          id: 'upperLake',
          dataKey: 'upperLake',
          label: 'Upper Lake (million m³)',
          area: true,
          showMark: false,
          color: lakeColor,
        },
      ]}
      // The area of this series is filled with the gradient below; its line keeps the plain colour.
      sx={{ [`& .${areaElementClasses.series}-upperLake`]: { fill: 'url(#stylingLakeFade)' } }}
    >
      {/* Children of a chart are drawn inside its <svg>, so they can hold SVG definitions. */}
      <defs>
        <linearGradient id="stylingLakeFade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={lakeColor} stopOpacity={0.55} />
          <stop offset="100%" stopColor={lakeColor} stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
