import { BarChart } from '@mui/x-charts/BarChart';
import { revenueByChannel } from '@site/src/demo-data/chartsBusiness';

type Channel = 'webshop' | 'marketplaces';

const lastSixYears = revenueByChannel.slice(-6);

// "$58M (+10%)": the value and its change from the year before, found with `dataIndex`.
const withGrowth =
  (channel: Channel) =>
  (value: number | null, { dataIndex }: { dataIndex: number }) => {
    if (value === null) {
      return '';
    }
    const previous = lastSixYears[dataIndex - 1]?.[channel];
    if (previous === undefined) {
      return `$${value}M`;
    }
    const change = Math.round(((value - previous) / previous) * 100);
    return `$${value}M (${change >= 0 ? '+' : ''}${change}%)`;
  };

export default function TooltipFormatting() {
  return (
    <BarChart
      title="Online revenue per year"
      height={300}
      dataset={lastSixYears}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'year',
          // The heading of the tooltip names the whole year.
          valueFormatter: (year: number, context) =>
            context.location === 'tooltip' ? `Financial year ${year}` : `${year}`,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M` }]}
      series={[
        {
          dataKey: 'webshop',
          // A short label for the legend, a longer one for the tooltip.
          label: (location) => (location === 'tooltip' ? 'Own webshop' : 'Webshop'),
          valueFormatter: withGrowth('webshop'),
        },
        {
          dataKey: 'marketplaces',
          label: (location) =>
            location === 'tooltip' ? 'Third-party marketplaces' : 'Marketplaces',
          valueFormatter: withGrowth('marketplaces'),
        },
      ]}
    />
  );
}
