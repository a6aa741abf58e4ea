import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function PieHighlight() {
  const [customStyles, setCustomStyles] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={customStyles}
            onChange={(event) => setCustomStyles(event.target.checked)}
          />
        }
        label="Custom highlighted and faded styles"
      />
      <PieChart
        height={280}
        title="How 640 office workers get to work: hover a slice to highlight it"
        colors={['#1e40af', '#b45309', '#be123c', '#0f766e', '#6d28d9', '#4b5563']}
        series={[
          {
            data: commuteAnswers,
            innerRadius: '35%',
            outerRadius: '85%',
            arcLabel: 'value',
            arcLabelMinAngle: 25,
            // The hovered slice is highlighted, every other slice fades.
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: customStyles ? { additionalRadius: 12 } : undefined,
            faded: customStyles
              ? { innerRadius: 50, additionalRadius: -20, color: 'gray' }
              : undefined,
          },
        ]}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff' } }}
      />
    </div>
  );
}
