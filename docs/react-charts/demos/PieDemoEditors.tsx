import { useTheme } from '@mui/material/styles';
import { PieChart, PieArcLabelProps } from '@mui/x-charts/PieChart';
import {
  editorAnswers,
  formatShare,
  sumValues,
} from '@site/src/demo-data/chartsSurvey';

const total = sumValues(editorAnswers);

// Draws the label at `arcLabelRadius`, outside the slice, with a short line back to the arc.
function OutsideLabel(props: PieArcLabelProps) {
  const {
    startAngle,
    endAngle,
    outerRadius,
    arcLabelRadius,
    formattedArcLabel,
    isFaded,
  } = props;
  const theme = useTheme();
  if (!formattedArcLabel) {
    return null;
  }
  // Angles start at the top and run clockwise, so x uses the sine and y the negative cosine.
  const angle = (startAngle + endAngle) / 2;
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
  const onRight = sin >= 0;
  return (
    <g opacity={isFaded ? 0.3 : 1} style={{ transition: 'opacity 0.2s' }}>
      <line
        x1={sin * (outerRadius + 2)}
        y1={-cos * (outerRadius + 2)}
        x2={sin * (arcLabelRadius - 4)}
        y2={-cos * (arcLabelRadius - 4)}
        stroke={(theme.vars || theme).palette.text.secondary}
      />
      <text
        x={sin * arcLabelRadius}
        y={-cos * arcLabelRadius}
        // In a right-to-left page, `start` is the right end of the text.
        textAnchor={onRight === (theme.direction === 'rtl') ? 'end' : 'start'}
        dominantBaseline="central"
        fill={(theme.vars || theme).palette.text.primary}
        fontSize={13}
        fontFamily={theme.typography.fontFamily}
      >
        {formattedArcLabel}
      </text>
    </g>
  );
}

export default function PieDemoEditors() {
  return (
    <PieChart
      height={320}
      // Side margins keep room for the labels on narrow screens.
      margin={{ top: 20, bottom: 20, left: 90, right: 90 }}
      title="Which code editor 1,180 developers use most"
      hideLegend
      slots={{ pieArcLabel: OutsideLabel }}
      series={[
        {
          data: editorAnswers,
          // The answers arrive in questionnaire order; draw the largest first.
          sortingValues: 'desc',
          // Turn the pie so that the thin slices end on the left, where their labels stack.
          startAngle: -60,
          endAngle: 300,
          outerRadius: '80%',
          arcLabel: 'label',
          arcLabelRadius: '92%',
          arcLabelMinAngle: 10,
          valueFormatter: (item) =>
            `${item.value} developers (${formatShare(item.value, total)})`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    />
  );
}
