import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { carbonPrices, formatShortDate } from '@site/src/demo-data/chartsClimate';

const average = carbonPrices.reduce((sum, row) => sum + row.price, 0) / carbonPrices.length;
const formatEuros = (value: number | null) => (value === null ? '' : `€${value.toFixed(2)}/t`);

export default function LineDemoCarbonPrice() {
  return (
    <LineChart
      title="Daily closing price of a carbon allowance, January to June 2024, in euros per tonne"
      height={320}
      dataset={carbonPrices}
      xAxis={[
        {
          scaleType: 'utc',
          dataKey: 'date',
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })
              : formatShortDate(date),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}`, width: 45 }]}
      series={[
        {
          dataKey: 'price',
          label: 'Closing price',
          curve: 'linear',
          showMark: false,
          color: '#059669',
          valueFormatter: formatEuros,
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine
        y={average}
        label={`Average ${formatEuros(average)}`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '5 5' }}
      />
    </LineChart>
  );
}
