import { BarChart } from '@mui/x-charts/BarChart';
import { vostravaPrecipitation } from '@site/src/demo-data/chartsClimate';

// Each value with its share of the month's total.
const withShare = (value: number | null, { dataIndex }: { dataIndex: number }) => {
  const row = vostravaPrecipitation[dataIndex];
  if (value === null || !row) {
    return null;
  }
  const share = Math.round((value / (row.rain + row.snow)) * 100);
  return `${value} mm (${share}%)`;
};

export default function StackingPercent() {
  return (
    <BarChart
      title="Share of rain and snow in the monthly precipitation of Vostrava"
      height={300}
      dataset={vostravaPrecipitation}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={[
        {
          dataKey: 'rain',
          label: 'Rain',
          stack: 'total',
          stackOffset: 'expand',
          valueFormatter: withShare,
        },
        {
          dataKey: 'snow',
          label: 'Snow',
          stack: 'total',
          valueFormatter: withShare,
        },
      ]}
    />
  );
}
