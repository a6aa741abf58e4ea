import { BarChart } from '@mui/x-charts/BarChart';
import { revenueByChannel } from '@site/src/demo-data/chartsBusiness';

const millions = (value: number | null) => (value === null ? '' : `$${value}M`);

export default function StackingBasic() {
  return (
    <BarChart
      title="Yearly revenue, online and offline channels"
      height={320}
      dataset={revenueByChannel.slice(-6)}
      xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M` }]}
      series={[
        // Two groups: one column per group in each year.
        {
          dataKey: 'webshop',
          label: 'Webshop',
          stack: 'online',
          valueFormatter: millions,
        },
        {
          dataKey: 'marketplaces',
          label: 'Marketplaces',
          stack: 'online',
          valueFormatter: millions,
        },
        {
          dataKey: 'stores',
          label: 'Stores',
          stack: 'offline',
          valueFormatter: millions,
        },
        {
          dataKey: 'wholesale',
          label: 'Wholesale',
          stack: 'offline',
          valueFormatter: millions,
        },
      ]}
    />
  );
}
