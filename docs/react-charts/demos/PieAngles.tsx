import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function PieAngles() {
  const [start, setStart] = React.useState(-90);
  const [end, setEnd] = React.useState(180);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, px: 1 }}>
        <div style={{ width: 150 }}>
          <Typography variant="body2" id="pie-start-angle">
            startAngle: {start}°
          </Typography>
          <Slider
            value={start}
            onChange={(_event, value) => setStart(value as number)}
            min={-180}
            max={180}
            step={15}
            aria-labelledby="pie-start-angle"
          />
        </div>
        <div style={{ width: 150 }}>
          <Typography variant="body2" id="pie-end-angle">
            endAngle: {end}°
          </Typography>
          <Slider
            value={end}
            onChange={(_event, value) => setEnd(value as number)}
            min={0}
            max={360}
            step={15}
            aria-labelledby="pie-end-angle"
          />
        </div>
      </Stack>
      <PieChart
        height={260}
        title="How 640 office workers get to work, drawn on part of a circle"
        // Angles are in degrees, clockwise, with 0 at the top of the circle.
        series={[{ data: commuteAnswers, startAngle: start, endAngle: end }]}
      />
    </div>
  );
}
