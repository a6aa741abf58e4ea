import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import { highlandCoffee, tastingNotes } from '@site/src/demo-data/chartsMetrics';

export default function RadarBasic() {
  // The metric labels are placed for left-to-right text, also on RTL pages.
  return (
    <div dir="ltr">
      <RadarChart
        height={320}
        // Room for long metric names on narrow screens.
        margin={{ left: 75, right: 75 }}
        title="Tasting scores of the Highland washed coffee, out of 10"
        radar={{ metrics: tastingNotes, max: 10 }}
        series={[{ label: highlandCoffee.label, data: highlandCoffee.scores }]}
      />
    </div>
  );
}
