import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import {
  bikeQualities,
  cargoBikeScores,
  cityBikeScores,
} from '@site/src/demo-data/chartsOverview';

export default function ChartsOverviewRadar() {
  return (
    <RadarChart
      title="Rider scores out of 10 for the city e-bike and the cargo e-bike"
      height={300}
      radar={{ metrics: bikeQualities, max: 10 }}
      series={[
        { data: cityBikeScores, label: 'City e-bike', fillArea: true },
        { data: cargoBikeScores, label: 'Cargo e-bike', fillArea: true },
      ]}
    />
  );
}
