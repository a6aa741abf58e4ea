import { LineChart } from '@mui/x-charts/LineChart';
import { useLegend, useLineSeries } from '@mui/x-charts/hooks';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { revenueByChannel } from '@site/src/demo-data/chartsBusiness';

// Replaces the default legend: each entry also shows the series' latest value.
function LatestValueLegend() {
  const { items } = useLegend();
  const series = useLineSeries();

  return (
    <ul
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 8, padding: 0 }}
    >
      {items.map((item) => {
        const data = series.find((s) => s.id === item.seriesId)?.data ?? [];
        const latest = data[data.length - 1];
        return (
          <li
            key={item.id}
            style={{ display: 'flex', alignItems: 'center', gap: 8 }}
          >
            <ChartsLabelMark type={item.markType} color={item.color} />
            <span>
              {item.label}: <strong>${latest}M</strong>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export default function LegendCustom() {
  return (
    <LineChart
      title="Yearly revenue by sales channel, in millions of dollars"
      height={300}
      dataset={revenueByChannel}
      xAxis={[{ scaleType: 'point', dataKey: 'year' }]}
      series={[
        { dataKey: 'stores', label: 'Stores' },
        { dataKey: 'webshop', label: 'Webshop' },
        { dataKey: 'marketplaces', label: 'Marketplaces' },
        { dataKey: 'wholesale', label: 'Wholesale' },
      ]}
      slots={{ legend: LatestValueLegend }}
    />
  );
}
