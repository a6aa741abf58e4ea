import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { signupFunnel } from '@site/src/demo-data/chartsActivity';

const visitors = signupFunnel[0]?.value ?? 1;

export default function FunnelLabels() {
  return (
    <FunnelChart
      height={340}
      title="Sign-up funnel with each step's share of all visitors"
      series={[
        {
          data: signupFunnel,
          // Used by the tooltip and by the text printed on each section.
          valueFormatter: (item, context) =>
            context.dataIndex === 0
              ? item.value.toLocaleString('en-US')
              : `${Math.round((item.value / visitors) * 100)}%`,
          // The text sits at the top of each section instead of its middle.
          sectionLabel: { position: { vertical: 'top' } },
        },
      ]}
    />
  );
}
