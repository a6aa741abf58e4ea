import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  Unstable_FunnelChart as FunnelChart,
  FunnelCurveType,
} from '@mui/x-charts-pro/FunnelChart';
import { signupFunnel } from '@site/src/demo-data/chartsActivity';

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');
  const [gap, setGap] = React.useState(0);

  return (
    <div>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 3, px: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={curve}
          onChange={(_event, next: FunnelCurveType | null) => next && setCurve(next)}
          aria-label="Curve"
        >
          <ToggleButton value="linear">linear</ToggleButton>
          <ToggleButton value="step">step</ToggleButton>
          <ToggleButton value="bump">bump</ToggleButton>
        </ToggleButtonGroup>
        <div style={{ width: 160 }}>
          <Typography variant="body2" id="funnel-gap-label">
            gap: {gap}px
          </Typography>
          <Slider
            value={gap}
            onChange={(_event, value) => setGap(value as number)}
            min={0}
            max={24}
            aria-labelledby="funnel-gap-label"
          />
        </div>
      </Stack>
      <FunnelChart
        height={320}
        title="Sign-up funnel drawn with the selected curve and gap"
        series={[{ data: signupFunnel, curve }]}
        gap={gap}
        hideLegend
      />
    </div>
  );
}
