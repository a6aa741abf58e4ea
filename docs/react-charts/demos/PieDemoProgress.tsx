import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import {
  responsesCollected,
  responseTarget,
} from '@site/src/demo-data/chartsSurvey';

// The center of the half ring, as a share of the drawing area's height.
const CENTER_Y = 0.85;

const Label = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
}));

function ProgressLabel() {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height * CENTER_Y;
  return (
    <g>
      <Label x={x} y={y - 24} style={{ fontSize: 30, fontWeight: 700 }}>
        {Math.round((responsesCollected / responseTarget) * 100)}%
      </Label>
      <Label x={x} y={y} style={{ fontSize: 13 }}>
        {responsesCollected} of {responseTarget.toLocaleString('en-US')}
      </Label>
    </g>
  );
}

export default function PieDemoProgress() {
  return (
    <PieChart
      height={170}
      margin={{ top: 10, bottom: 10, left: 5, right: 5 }}
      title={`Survey progress: ${responsesCollected} of ${responseTarget} questionnaires completed`}
      hideLegend
      series={[
        {
          data: [
            {
              id: 'done',
              label: 'Completed',
              value: responsesCollected,
              color: '#16a34a',
            },
            {
              id: 'left',
              label: 'Still needed',
              value: responseTarget - responsesCollected,
              color: '#9ca3af',
            },
          ],
          startAngle: -90,
          endAngle: 90,
          cy: `${CENTER_Y * 100}%`,
          // Radii above 100% let the half ring use the full height of the chart.
          innerRadius: '115%',
          outerRadius: '160%',
          cornerRadius: 4,
        },
      ]}
    >
      <ProgressLabel />
    </PieChart>
  );
}
