import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { hostMemory } from '@site/src/demo-data/chartsMetrics';

// theme.vars holds CSS variables when the theme uses them, so colors follow the color scheme.
function arcColor(theme: Theme, percent: number) {
  const palette = (theme.vars || theme).palette;
  if (percent >= 85) {
    return palette.error.main;
  }
  if (percent >= 60) {
    return palette.warning.main;
  }
  return palette.success.main;
}

export default function GaugeStyling() {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
    >
      {hostMemory.map(({ host, percent }) => (
        <div key={host} style={{ width: 150 }}>
          <Gauge
            value={percent}
            startAngle={-120}
            endAngle={120}
            innerRadius="75%"
            cornerRadius="50%"
            text={({ value }) => `${value} %`}
            height={140}
            title={`Memory used on ${host}, in percent`}
            // Keeps "34 %" in this order on right-to-left pages.
            direction="ltr"
            sx={(theme) => ({
              [`& .${gaugeClasses.valueArc}`]: {
                fill: arcColor(theme, percent),
              },
              [`& .${gaugeClasses.referenceArc}`]: {
                fill: (theme.vars || theme).palette.action.selected,
              },
              [`& .${gaugeClasses.valueText}`]: {
                fontSize: 24,
                fontWeight: 600,
              },
            })}
          />
          <Typography variant="body2" align="center">
            {host}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
