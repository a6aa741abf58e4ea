import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function PieSizing() {
  const [height, setHeight] = React.useState(240);
  const [margin, setMargin] = React.useState(5);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, px: 1 }}>
        <div style={{ width: 150 }}>
          <Typography variant="body2" id="pie-sizing-height">
            height: {height}px
          </Typography>
          <Slider
            value={height}
            onChange={(_event, value) => setHeight(value as number)}
            min={160}
            max={320}
            step={20}
            aria-labelledby="pie-sizing-height"
          />
        </div>
        <div style={{ width: 150 }}>
          <Typography variant="body2" id="pie-sizing-margin">
            margin: {margin}px
          </Typography>
          <Slider
            value={margin}
            onChange={(_event, value) => setMargin(value as number)}
            min={0}
            max={60}
            step={5}
            aria-labelledby="pie-sizing-margin"
          />
        </div>
      </Stack>
      {/* The box reserves the largest height, so the page below does not jump. */}
      <div style={{ height: 320 }}>
        <PieChart
          height={height}
          margin={margin}
          title="How 640 office workers get to work, in a resizable chart"
          series={[{ data: commuteAnswers }]}
          // Outlines the chart's SVG (the legend sits beside it, outside the outline).
          sx={(theme) => ({
            '& > svg': {
              outline: `1px dashed ${(theme.vars || theme).palette.divider}`,
            },
          })}
        />
      </div>
    </div>
  );
}
