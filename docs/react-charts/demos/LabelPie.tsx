import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { mangoFusionPalette } from '@mui/x-charts/colorPalettes';
import { householdBudget } from '@site/src/demo-data/chartsSurvey';

const total = householdBudget.reduce((sum, item) => sum + item.value, 0);

// Each slice names itself differently on the arc, in the legend and in the tooltip.
const data = householdBudget.map((item) => ({
  id: item.id,
  value: item.value,
  label: (location: 'legend' | 'tooltip' | 'arc') => {
    if (location === 'arc') {
      return item.shortLabel;
    }
    if (location === 'tooltip') {
      return `${item.label} (${Math.round((item.value / total) * 100)}%)`;
    }
    return item.label;
  },
}));

export default function LabelPie() {
  return (
    <PieChart
      title="Monthly spending of a household of four"
      height={300}
      series={[
        {
          data,
          arcLabel: 'label',
          arcLabelMinAngle: 25,
          valueFormatter: ({ value }) => `€${value.toLocaleString('en-US')}`,
        },
      ]}
      // A palette with enough colors for nine slices.
      colors={mangoFusionPalette}
      // Below the pie, the legend leaves the pie its full width on a phone.
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom' } },
      }}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: {
          fill: 'white',
          fontSize: 12,
          fontWeight: 700,
        },
      }}
    />
  );
}
