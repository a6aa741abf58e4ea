import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import {
  formatShare,
  satisfactionAnswers,
  sumValues,
} from '@site/src/demo-data/chartsSurvey';

const total = sumValues(satisfactionAnswers);

// From green to red, each dark enough to carry a white label.
const answerColors: Record<string, string> = {
  'very-satisfied': '#15803d',
  satisfied: '#4d7c0f',
  neutral: '#78716c',
  dissatisfied: '#c2410c',
  'very-dissatisfied': '#b91c1c',
};

const slices = satisfactionAnswers.map((answer) => ({
  ...answer,
  color: answerColors[answer.id],
}));

export default function PieDemoSatisfaction() {
  return (
    <PieChart
      height={300}
      title={`Satisfaction with the new expense tool, ${total} answers`}
      series={[
        {
          data: slices,
          // The arc shows the share; the tooltip keeps the raw count.
          arcLabel: (item) => formatShare(item.value, total),
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value} of ${total} answers`,
          cornerRadius: 3,
          paddingAngle: 1,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 700 },
      }}
    />
  );
}
