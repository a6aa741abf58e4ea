import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { signupFunnel } from '@site/src/demo-data/chartsActivity';

export default function FunnelBasic() {
  return (
    <FunnelChart
      height={320}
      title="Sign-up funnel of a fitness app over one month"
      // One section per entry: its `value` sets the width, its `label` names it.
      series={[{ data: signupFunnel }]}
    />
  );
}
