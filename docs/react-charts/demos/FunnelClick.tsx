import * as React from 'react';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { FunnelItemIdentifier } from '@mui/x-charts-pro/FunnelChart';
import { formatPeople, signupFunnel } from '@site/src/demo-data/chartsActivity';

// One color per section, set on the data items themselves.
const steps = signupFunnel.map((step, index) => ({
  ...step,
  color: ['#134e4a', '#115e59', '#0f766e', '#0e7490', '#c2410c'][index],
}));

export default function FunnelClick() {
  const [clicked, setClicked] = React.useState<FunnelItemIdentifier | null>(null);

  let message = 'Click a section of the funnel.';
  const step = clicked ? steps[clicked.dataIndex] : undefined;
  if (clicked && step) {
    const previous = steps[clicked.dataIndex - 1];
    message = previous
      ? `${step.label}: ${formatPeople(step.value)}, ${Math.round((step.value / previous.value) * 100)}% of the step before`
      : `${step.label}: ${formatPeople(step.value)}`;
  }

  return (
    <div>
      <FunnelChart
        height={320}
        title="Sign-up funnel whose sections can be clicked"
        series={[
          {
            id: 'signup',
            data: steps,
            valueFormatter: (item) => item.value.toLocaleString('en-US'),
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        onItemClick={(_event, item) => setClicked(item)}
        // The section text follows the theme's text color; these dark sections need white.
        sx={{ '& text': { fill: '#ffffff' } }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </div>
  );
}
