import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  Unstable_RadarDataProvider as RadarDataProvider,
  RadarAxisHighlight,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesPlot,
} from '@mui/x-charts/RadarChart';
import { houseBlendCoffee, tastingNotes } from '@site/src/demo-data/chartsMetrics';

// The roaster's goal for the house blend, drawn as a dashed outline.
const targetProfile = [5.5, 8.0, 6.5, 5.5, 7.5, 7.0];

export default function RadarComposition() {
  return (
    // The metric labels are placed for left-to-right text, also on RTL pages.
    <div dir="ltr">
      <RadarDataProvider
        height={320}
        margin={{ left: 75, right: 75 }}
        radar={{ metrics: tastingNotes, max: 10 }}
        series={[
          {
            id: 'target',
            label: 'Target profile',
            data: targetProfile,
            color: '#a1887f',
          },
          {
            id: 'house',
            label: houseBlendCoffee.label,
            data: houseBlendCoffee.scores,
            fillArea: true,
          },
        ]}
      >
        <ChartsLegend sx={{ justifyContent: 'center' }} />
        <ChartsSurface
          title="House blend tasting scores compared with the target profile"
          sx={{
            // The axis highlight draws one dot per series, in series order: drop the target's.
            '& .MuiRadarAxisHighlight-dot:nth-of-type(1)': { display: 'none' },
          }}
        >
          <RadarGrid divisions={10} stripeColor={null} />
          <RadarMetricLabels />
          {/* Only the outline of the target, dashed, without marks. */}
          <RadarSeriesArea seriesId="target" strokeDasharray="6 4" strokeWidth={2} />
          <RadarSeriesPlot seriesId="house" />
          <RadarAxisHighlight />
          <ChartsTooltip />
        </ChartsSurface>
      </RadarDataProvider>
    </div>
  );
}
