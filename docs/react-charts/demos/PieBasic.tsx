import { PieChart } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function PieBasic() {
  return (
    <PieChart
      height={260}
      title="How 640 office workers get to work"
      // Each item is one slice: `value` sets its size, `label` names it in the legend and tooltip.
      series={[{ data: commuteAnswers }]}
    />
  );
}
