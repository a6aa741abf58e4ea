import { BarChart } from '@mui/x-charts/BarChart';
import { vostravaPrecipitation } from '@site/src/demo-data/chartsClimate';

// Returning null leaves the series out of the tooltip for that month.
const millimetres = (value: number | null) => (value ? `${value} mm` : null);

export default function TooltipHideValues() {
  return (
    <BarChart
      title="Rain and snow in Vostrava, in millimetres of water"
      height={300}
      dataset={vostravaPrecipitation}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        {
          dataKey: 'rain',
          label: 'Rain',
          stack: 'total',
          valueFormatter: millimetres,
        },
        {
          dataKey: 'snow',
          label: 'Snow',
          stack: 'total',
          valueFormatter: millimetres,
        },
      ]}
    />
  );
}
