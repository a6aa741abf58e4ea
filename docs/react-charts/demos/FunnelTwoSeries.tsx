import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import {
  signupFunnel,
  signupFunnelLastYear,
} from '@site/src/demo-data/chartsActivity';

// Each series gets one color for all its sections, so the two years stay apart.
const lastYear = signupFunnelLastYear.map((step) => ({
  ...step,
  label: `${step.label} (last year)`,
  color: '#2563eb',
}));
const thisYear = signupFunnel.map((step) => ({
  ...step,
  label: `${step.label} (this year)`,
  color: '#64748b',
}));

export default function FunnelTwoSeries() {
  return (
    <FunnelChart
      height={320}
      title="Sign-up funnel this year, with last year's funnel drawn on top"
      // Series share the same axes: the later one is drawn over the earlier one.
      series={[
        { id: 'this-year', data: thisYear, sectionLabel: false },
        { id: 'last-year', data: lastYear },
      ]}
      hideLegend
      sx={{ '& text': { fill: '#ffffff' } }}
    />
  );
}
