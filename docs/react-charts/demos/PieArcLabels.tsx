import * as React from 'react';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import {
  commuteAnswers,
  formatShare,
  sumValues,
} from '@site/src/demo-data/chartsSurvey';

type Mode = 'value' | 'formattedValue' | 'label' | 'share';
const total = sumValues(commuteAnswers);
// Dark enough to carry white text in light and dark mode.
const darkPalette = [
  '#1e40af',
  '#b45309',
  '#be123c',
  '#0f766e',
  '#6d28d9',
  '#4b5563',
];

export default function PieArcLabels() {
  const [mode, setMode] = React.useState<Mode>('value');
  const [minAngle, setMinAngle] = React.useState(20);

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
        aria-label="Arc label content"
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        <ToggleButton value="value">value</ToggleButton>
        <ToggleButton value="formattedValue">formattedValue</ToggleButton>
        <ToggleButton value="label">label</ToggleButton>
        <ToggleButton value="share">Function</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ width: 180, paddingInline: 8 }}>
        <Typography variant="body2" id="pie-arc-label-min-angle">
          arcLabelMinAngle: {minAngle}°
        </Typography>
        <Slider
          value={minAngle}
          onChange={(_event, value) => setMinAngle(value as number)}
          min={0}
          max={90}
          step={5}
          aria-labelledby="pie-arc-label-min-angle"
        />
      </div>
      <PieChart
        height={300}
        title="How 640 office workers get to work, with labels on the slices"
        colors={darkPalette}
        // With names on the slices, the legend would repeat them.
        hideLegend={mode === 'label'}
        series={[
          {
            data: commuteAnswers,
            valueFormatter: (item) => `${item.value} people`,
            arcLabel:
              mode === 'share' ? (item) => formatShare(item.value, total) : mode,
            arcLabelMinAngle: minAngle,
          },
        ]}
        // White text reads better on these slices than the theme's text color.
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff' } }}
      />
    </div>
  );
}
