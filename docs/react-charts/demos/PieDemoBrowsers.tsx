import { PieChart } from '@mui/x-charts/PieChart';
import { browserShare } from '@site/src/demo-data/chartsSurvey';

export default function PieDemoBrowsers() {
  return (
    <PieChart
      height={320}
      title="Share of page views per browser in one month"
      series={[
        {
          data: browserShare,
          innerRadius: '55%',
          paddingAngle: 2,
          cornerRadius: 5,
          valueFormatter: (item) => `${item.value.toFixed(1)}% of page views`,
          highlightScope: { highlight: 'item', fade: 'global' },
          // The hovered slice grows outwards; the others shrink and turn grey.
          highlighted: { additionalRadius: 6 },
          faded: { additionalRadius: -6, color: 'gray' },
        },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
    />
  );
}
