import { BarChart } from '@mui/x-charts/BarChart';
import {
  departmentBudget,
  formatThousandDollars,
} from '@site/src/demo-data/chartsBusiness';

// The four kinds of cost share one `stack`, so each column adds up to the department's budget.
const costs = [
  { dataKey: 'staff', label: 'Staff', color: '#0f766e' },
  { dataKey: 'tools', label: 'Software and equipment', color: '#14b8a6' },
  { dataKey: 'travel', label: 'Travel', color: '#f59e0b' },
  { dataKey: 'training', label: 'Training', color: '#a855f7' },
];

export default function BarDemoBudget() {
  return (
    <BarChart
      title="Yearly budget by department and kind of cost"
      height={400}
      dataset={departmentBudget}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'department',
          // Tilted labels stay readable when the columns get narrow.
          tickLabelStyle: { angle: -35 },
          height: 95,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}M`, width: 50 }]}
      series={costs.map((cost) => ({
        ...cost,
        stack: 'budget',
        valueFormatter: formatThousandDollars,
      }))}
    />
  );
}
