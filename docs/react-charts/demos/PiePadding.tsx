import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function PiePadding() {
  const [padding, setPadding] = React.useState(3);
  const [corner, setCorner] = React.useState(6);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, px: 1 }}>
        <div style={{ width: 150 }}>
          <Typography variant="body2" id="pie-padding-angle">
            paddingAngle: {padding}°
          </Typography>
          <Slider
            value={padding}
            onChange={(_event, value) => setPadding(value as number)}
            min={0}
            max={10}
            aria-labelledby="pie-padding-angle"
          />
        </div>
        <div style={{ width: 150 }}>
          <Typography variant="body2" id="pie-corner-radius">
            cornerRadius: {corner}px
          </Typography>
          <Slider
            value={corner}
            onChange={(_event, value) => setCorner(value as number)}
            min={0}
            max={20}
            aria-labelledby="pie-corner-radius"
          />
        </div>
      </Stack>
      <PieChart
        height={260}
        title="How 640 office workers get to work, with gaps between slices"
        series={[
          {
            data: commuteAnswers,
            innerRadius: '45%',
            paddingAngle: padding,
            cornerRadius: corner,
          },
        ]}
      />
    </div>
  );
}
