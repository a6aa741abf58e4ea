import { LineChart } from '@mui/x-charts/LineChart';
import {
  harbourtonRainfall,
  months,
  vostravaTotalPrecipitation,
} from '@site/src/demo-data/chartsClimate';

export default function LinesMarks() {
  return (
    <LineChart
      title="Monthly precipitation with marks on the wet months and on quarter starts"
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: harbourtonRainfall,
          label: 'Harbourton',
          shape: 'diamond',
          // Only months with 100 mm or more get a mark.
          showMark: ({ value }) => value >= 100,
        },
        {
          data: vostravaTotalPrecipitation,
          label: 'Vostrava',
          shape: 'square',
          // One mark at the start of each quarter: Jan, Apr, Jul and Oct.
          showMark: ({ index }) => index % 3 === 0,
        },
      ]}
    />
  );
}
