import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures } from '@site/src/demo-data/chartsClimate';

export default function LinesDataset() {
  return (
    <LineChart
      title="Monthly mean temperature of three towns, in degrees Celsius"
      height={300}
      dataset={cityTemperatures}
      // The axis and every series read their values from a field of the rows.
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        { dataKey: 'harbourton', label: 'Harbourton' },
        { dataKey: 'vostrava', label: 'Vostrava' },
        { dataKey: 'solMirado', label: 'Sol Mirado' },
      ]}
    />
  );
}
