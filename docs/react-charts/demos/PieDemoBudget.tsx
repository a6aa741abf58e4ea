import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { householdBudget } from '@site/src/demo-data/chartsSurvey';

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

// A label can be a function of where it is shown: short on the arcs and in the legend, long in the tooltip.
const slices = householdBudget.map((entry) => ({
  id: entry.id,
  value: entry.value,
  label: (location: 'tooltip' | 'legend' | 'arc') =>
    location === 'tooltip' ? entry.label : entry.shortLabel,
}));

export default function PieDemoBudget() {
  return (
    <PieChart
      height={300}
      title="Monthly spending of a household of four, in euros"
      // Dark enough for white labels in light and dark mode.
      colors={[
        '#1d4ed8',
        '#b45309',
        '#047857',
        '#7c3aed',
        '#be123c',
        '#0e7490',
        '#a16207',
        '#4b5563',
        '#9d174d',
      ]}
      series={[
        {
          data: slices,
          arcLabel: 'label',
          arcLabelMinAngle: 28,
          valueFormatter: (item) => `${euros.format(item.value)} a month`,
        },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: {
          fill: '#fff',
          fontWeight: 600,
          fontSize: 13,
        },
      }}
    />
  );
}
