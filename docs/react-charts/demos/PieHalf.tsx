import { PieChart } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function PieHalf() {
  return (
    <PieChart
      height={150}
      title="How 640 office workers get to work, as a half donut"
      series={[
        {
          data: commuteAnswers,
          startAngle: -90,
          endAngle: 90,
          // Move the center near the bottom edge, then let the arc grow past the default radius.
          cy: '95%',
          innerRadius: '110%',
          outerRadius: '185%',
          paddingAngle: 1,
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
