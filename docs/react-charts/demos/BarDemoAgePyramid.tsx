import { BarChart } from '@mui/x-charts/BarChart';
import { staffByAge } from '@site/src/demo-data/chartsBusiness';

// Women are drawn to the left of zero by turning their counts negative.
const rows = staffByAge.map((row) => ({ ...row, women: -row.women }));

// Ticks and tooltips show counts without the minus sign.
const formatCount = (value: number | null) =>
  value === null ? '' : Math.abs(value).toString();

export default function BarDemoAgePyramid() {
  return (
    <BarChart
      title="Employees by age band and gender"
      height={380}
      layout="horizontal"
      dataset={rows}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'ageBand',
          // The data starts with the youngest band; `reverse` puts it at the bottom.
          reverse: true,
          categoryGapRatio: 0.1,
          width: 50,
        },
      ]}
      // Equal room on both sides of zero.
      xAxis={[{ min: -140, max: 140, valueFormatter: formatCount }]}
      series={[
        {
          dataKey: 'women',
          label: 'Women',
          stack: 'staff',
          color: '#db2777',
          valueFormatter: formatCount,
        },
        {
          dataKey: 'men',
          label: 'Men',
          stack: 'staff',
          color: '#2563eb',
          valueFormatter: formatCount,
        },
      ]}
      grid={{ vertical: true }}
    />
  );
}
