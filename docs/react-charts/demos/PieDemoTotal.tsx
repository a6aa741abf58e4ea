import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { responseChannels, sumValues } from '@site/src/demo-data/chartsSurvey';

const total = sumValues(responseChannels);
const INNER_RADIUS = 0.62;

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

// Rendered inside the chart's SVG, so it can read the drawing area and find the middle.
function TotalInCenter() {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  // The hole shrinks with the chart, so the text does too.
  const hole = (Math.min(width, height) / 2) * INNER_RADIUS;
  const size = Math.min(28, Math.round(hole * 0.38));
  return (
    <g>
      <CenterText
        x={x}
        y={y - size * 0.35}
        style={{ fontSize: size, fontWeight: 700 }}
      >
        {total.toLocaleString('en-US')}
      </CenterText>
      <CenterText
        x={x}
        y={y + size * 0.6}
        style={{ fontSize: Math.max(11, size * 0.5) }}
      >
        responses
      </CenterText>
    </g>
  );
}

export default function PieDemoTotal() {
  return (
    <PieChart
      height={300}
      title={`Completed questionnaires per channel, ${total} in total`}
      series={[
        {
          data: responseChannels,
          innerRadius: `${INNER_RADIUS * 100}%`,
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value} questionnaires`,
        },
      ]}
    >
      <TotalInCenter />
    </PieChart>
  );
}
