import { LineChart } from '@mui/x-charts/LineChart';
import {
  harbourtonRainfall,
  months,
  vostravaTotalPrecipitation,
} from '@site/src/demo-data/chartsClimate';

export default function LinesBasic() {
  return (
    <LineChart
      title="Monthly precipitation in Harbourton and Vostrava, in millimetres"
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: harbourtonRainfall, label: 'Harbourton' },
        { data: vostravaTotalPrecipitation, label: 'Vostrava' },
      ]}
    />
  );
}
