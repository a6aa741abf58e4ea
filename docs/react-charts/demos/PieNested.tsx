import { PieChart } from '@mui/x-charts/PieChart';
import { commuteByOffice, sumValues } from '@site/src/demo-data/chartsSurvey';

const { harbour, hillside } = commuteByOffice;
const harbourTotal = sumValues(harbour.answers);
const hillsideTotal = sumValues(hillside.answers);

export default function PieNested() {
  return (
    <PieChart
      height={300}
      title="How people get to work: Harbour office inside, Hillside office outside"
      series={[
        {
          id: 'harbour',
          // Item ids must be unique across series, so they carry the office name.
          data: harbour.answers.map((answer) => ({
            ...answer,
            id: `harbour-${answer.id}`,
          })),
          innerRadius: '20%',
          outerRadius: '55%',
          valueFormatter: (item) => `${item.value} of ${harbourTotal} (Harbour)`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          id: 'hillside',
          // No `label` on these items, so the legend lists each answer only once.
          data: hillside.answers.map((answer) => ({
            id: `hillside-${answer.id}`,
            value: answer.value,
          })),
          innerRadius: '62%',
          outerRadius: '100%',
          valueFormatter: (item, { dataIndex }) =>
            `${hillside.answers[dataIndex]?.label ?? 'Answer'}: ${item.value} of ${hillsideTotal} (Hillside)`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    />
  );
}
