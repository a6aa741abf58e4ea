import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

type Placement = 'end' | 'bottom' | 'start' | 'hidden';

export default function PieLegend() {
  const [placement, setPlacement] = React.useState<Placement>('bottom');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_event, next: Placement | null) => next && setPlacement(next)}
        aria-label="Legend placement"
      >
        <ToggleButton value="end">End</ToggleButton>
        <ToggleButton value="bottom">Bottom</ToggleButton>
        <ToggleButton value="start">Start</ToggleButton>
        <ToggleButton value="hidden">Hidden</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={300}
        title="How 640 office workers get to work, with a movable legend"
        series={[{ data: commuteAnswers, innerRadius: '40%' }]}
        hideLegend={placement === 'hidden'}
        slotProps={{
          legend:
            placement === 'bottom'
              ? {
                  direction: 'horizontal',
                  position: { vertical: 'bottom', horizontal: 'center' },
                }
              : {
                  direction: 'vertical',
                  position: {
                    vertical: 'middle',
                    horizontal: placement === 'start' ? 'start' : 'end',
                  },
                },
        }}
      />
    </div>
  );
}
