import { BarChart } from '@mui/x-charts/BarChart';
import {
  formatThousandDollars,
  salesByRegion,
} from '@site/src/demo-data/chartsBusiness';

export default function BarDemoRegionalSales() {
  return (
    <BarChart
      title="Revenue by region and quarter"
      height={320}
      dataset={salesByRegion}
      xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k`, width: 50 }]}
      // One series per quarter: each reads its own field of every row.
      series={[
        { dataKey: 'q1', label: 'Q1', valueFormatter: formatThousandDollars },
        { dataKey: 'q2', label: 'Q2', valueFormatter: formatThousandDollars },
        { dataKey: 'q3', label: 'Q3', valueFormatter: formatThousandDollars },
        { dataKey: 'q4', label: 'Q4', valueFormatter: formatThousandDollars },
      ]}
      colors={['#93c5fd', '#60a5fa', '#3b82f6', '#1d4ed8']}
      grid={{ horizontal: true }}
    />
  );
}
