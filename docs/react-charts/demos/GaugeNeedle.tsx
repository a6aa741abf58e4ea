import { useTheme } from '@mui/material/styles';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

function Needle() {
  const theme = useTheme();
  // theme.vars holds CSS variables when the theme uses them, so the color follows the scheme.
  const ink = (theme.vars || theme).palette.text.primary;
  const { value, valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    // value is null: nothing to point at.
    return null;
  }
  // Angles are in radians, measured clockwise from 12 o'clock.
  const length = (outerRadius + innerRadius) / 2;
  const tip = {
    x: cx + length * Math.sin(valueAngle),
    y: cy - length * Math.cos(valueAngle),
  };
  return (
    <g>
      <path
        d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`}
        stroke={ink}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <circle cx={cx} cy={cy} r={6} fill={ink} />
      <text
        // Keeps "640 Mbit/s" in this order on right-to-left pages.
        direction="ltr"
        x={cx}
        y={cy + 26}
        textAnchor="middle"
        fill={ink}
        style={{ fontSize: 14 }}
      >
        {value} Mbit/s
      </text>
    </g>
  );
}

export default function GaugeNeedle() {
  return (
    <GaugeContainer
      value={640}
      valueMax={1000}
      startAngle={-100}
      endAngle={100}
      innerRadius="70%"
      height={220}
      title="Download speed: 640 of 1000 megabits per second"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}
