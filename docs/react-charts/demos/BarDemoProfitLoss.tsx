import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import {
  formatThousandDollars,
  monthlyProfitAndLoss,
} from '@site/src/demo-data/chartsBusiness';

// Income is stored as positive numbers and costs as negative ones.
const rows = monthlyProfitAndLoss.map((row) => ({
  ...row,
  net: row.subscriptions + row.services + row.payroll + row.hosting + row.marketing,
}));

const streams = [
  { dataKey: 'subscriptions', label: 'Subscriptions', color: '#15803d' },
  { dataKey: 'services', label: 'Services', color: '#4ade80' },
  { dataKey: 'payroll', label: 'Payroll', color: '#b91c1c' },
  { dataKey: 'hosting', label: 'Hosting', color: '#f87171' },
  { dataKey: 'marketing', label: 'Marketing', color: '#fb923c' },
];

export default function BarDemoProfitLoss() {
  return (
    <BarChart
      title="Monthly income, costs and net result"
      height={400}
      dataset={rows}
      xAxis={[{ scaleType: 'band', dataKey: 'month', categoryGapRatio: 0.25 }]}
      yAxis={[{ valueFormatter: formatThousandDollars, width: 55 }]}
      series={[
        // One stack: with the default 'diverging' offset, positive values pile up above
        // zero and negative values below it.
        ...streams.map((stream) => ({
          ...stream,
          stack: 'result',
          valueFormatter: formatThousandDollars,
        })),
        // No `stack`: the net result gets its own bar beside each month's stack.
        {
          dataKey: 'net',
          label: 'Net result',
          color: '#64748b',
          valueFormatter: formatThousandDollars,
        },
      ]}
      grid={{ horizontal: true }}
    >
      <ChartsReferenceLine y={0} lineStyle={{ strokeWidth: 1.5 }} />
    </BarChart>
  );
}
