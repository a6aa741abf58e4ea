import {
  Unstable_FunnelChart as FunnelChart,
  funnelSectionClasses,
} from '@mui/x-charts-pro/FunnelChart';
import { signupFunnel } from '@site/src/demo-data/chartsActivity';

export default function FunnelSectionStyles() {
  return (
    <FunnelChart
      height={320}
      title="Sign-up funnel with separated sections and a custom hover style"
      series={[
        {
          id: 'signup',
          data: signupFunnel,
          curve: 'step',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      sx={(theme) => ({
        // Every section: a line in the page color separates it from its neighbours.
        [`& .${funnelSectionClasses.root}`]: {
          stroke: (theme.vars || theme).palette.background.default,
          strokeWidth: 6,
        },
        // The hovered section keeps its own color instead of a brighter one.
        [`& .${funnelSectionClasses.highlighted}`]: { filter: 'none' },
        // The other sections turn grey while one is hovered.
        [`& .${funnelSectionClasses.faded}`]: {
          opacity: 0.45,
          filter: 'grayscale(1)',
        },
        '& text': { fontWeight: 600 },
      })}
    />
  );
}
