import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { departmentBudget } from '@site/src/demo-data/chartsBusiness';

// Axis tooltip values can be of any series type; these bar values are numbers.
const amount = (value: unknown) => (typeof value === 'number' ? value : 0);

function BudgetTooltipContent() {
  const axes = useAxesTooltip();
  if (!axes) {
    return null;
  }
  return (
    <Paper sx={{ p: 1.5, minWidth: 200 }}>
      {axes.map(({ axisId, axisFormattedValue, seriesItems }) => {
        const total = seriesItems.reduce((sum, item) => sum + amount(item.value), 0);
        return (
          <div key={axisId}>
            <Typography variant="subtitle2">
              {axisFormattedValue}: ${total.toLocaleString('en-US')}k
            </Typography>
            {seriesItems.map((item) => (
              <Typography
                key={item.seriesId}
                variant="body2"
                component="div"
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <ChartsLabelMark type={item.markType} color={item.color} />
                {item.formattedLabel}: {item.formattedValue} (
                {Math.round((amount(item.value) / total) * 100)}%)
              </Typography>
            ))}
          </div>
        );
      })}
    </Paper>
  );
}

function BudgetTooltip() {
  return (
    <ChartsTooltipContainer trigger="axis">
      <BudgetTooltipContent />
    </ChartsTooltipContainer>
  );
}

const dollars = (value: number | null) => `$${value?.toLocaleString('en-US')}k`;

export default function TooltipCustomAxis() {
  return (
    <BarChart
      title="Yearly budget per department, in thousands of dollars"
      height={320}
      dataset={departmentBudget}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', dataKey: 'department', width: 110 }]}
      xAxis={[{ valueFormatter: (value: number) => `$${value / 1000}M` }]}
      series={[
        {
          dataKey: 'staff',
          label: 'Staff',
          stack: 'budget',
          valueFormatter: dollars,
        },
        {
          dataKey: 'tools',
          label: 'Tools',
          stack: 'budget',
          valueFormatter: dollars,
        },
        {
          dataKey: 'travel',
          label: 'Travel',
          stack: 'budget',
          valueFormatter: dollars,
        },
        {
          dataKey: 'training',
          label: 'Training',
          stack: 'budget',
          valueFormatter: dollars,
        },
      ]}
      slots={{ tooltip: BudgetTooltip }}
    />
  );
}
