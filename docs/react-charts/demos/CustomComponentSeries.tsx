import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { revenueByChannel } from '@site/src/demo-data/chartsBusiness';

// Writes each series' label next to its last point, instead of a legend.
function EndLabels() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const lastYear = revenueByChannel[revenueByChannel.length - 1]?.year;
  // The text runs to the right of its point; in right-to-left text that is its end.
  const textAnchor = useTheme().direction === 'rtl' ? 'end' : 'start';

  return (
    <g>
      {series.map((item) => {
        const value = item.data[item.data.length - 1];
        if (value == null || lastYear === undefined) {
          return null;
        }
        return (
          <text
            key={item.id}
            x={(xScale(lastYear) ?? 0) + 8}
            y={yScale(value)}
            dominantBaseline="central"
            textAnchor={textAnchor}
            fontSize={12}
            fill={item.color}
          >
            {typeof item.label === 'function' ? item.label('legend') : item.label}
          </text>
        );
      })}
    </g>
  );
}

export default function CustomComponentSeries() {
  return (
    <LineChart
      title="Yearly revenue by sales channel, in millions of dollars"
      height={300}
      margin={{ right: 96 }}
      dataset={revenueByChannel}
      xAxis={[{ scaleType: 'point', dataKey: 'year' }]}
      series={[
        { dataKey: 'stores', label: 'Stores', showMark: false },
        { dataKey: 'webshop', label: 'Webshop', showMark: false },
        { dataKey: 'marketplaces', label: 'Marketplaces', showMark: false },
        { dataKey: 'wholesale', label: 'Wholesale', showMark: false },
      ]}
      hideLegend
    >
      <EndLabels />
    </LineChart>
  );
}
