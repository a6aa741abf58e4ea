import { PieChart } from '@mui/x-charts/PieChart';
import {
  commuteAnswers,
  formatShare,
  sumValues,
} from '@site/src/demo-data/chartsSurvey';

const total = sumValues(commuteAnswers);

// A color on an item wins over the palette; the other items take palette colors by position.
const slices = commuteAnswers.map((answer) =>
  answer.id === 'car' ? { ...answer, color: '#8a8f98' } : answer,
);

export default function PieFormatting() {
  return (
    <PieChart
      height={260}
      title="How 640 office workers get to work, with custom colors"
      colors={['#c2410c', '#0f766e', '#7c3aed', '#ca8a04', '#2563eb']}
      series={[
        {
          data: slices,
          innerRadius: '40%',
          // Receives the whole item and returns the text of the tooltip value.
          valueFormatter: (item) =>
            `${item.value} people (${formatShare(item.value, total)})`,
        },
      ]}
    />
  );
}
