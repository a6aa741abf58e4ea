import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { challengeStages } from '@site/src/demo-data/chartsActivity';

export default function FunnelLayout() {
  return (
    <FunnelChart
      height={280}
      title="Participants still active at each stage of a running challenge"
      // `layout` is set on the series; the funnel then narrows from left to right.
      series={[{ data: challengeStages, layout: 'horizontal', curve: 'bump' }]}
      // The category axis names the stages under the sections.
      categoryAxis={{
        categories: challengeStages.map((stage) => stage.label),
        position: 'bottom',
      }}
      hideLegend
    />
  );
}
