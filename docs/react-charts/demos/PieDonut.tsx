import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { commuteAnswers } from '@site/src/demo-data/chartsSurvey';

export default function PieDonut() {
  const [inner, setInner] = React.useState(50);
  const [outer, setOuter] = React.useState(100);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, px: 1 }}>
        <div style={{ width: 150 }}>
          <Typography variant="body2" id="pie-donut-inner">
            innerRadius: '{inner}%'
          </Typography>
          <Slider
            value={inner}
            onChange={(_event, value) => setInner(value as number)}
            min={0}
            max={90}
            step={5}
            aria-labelledby="pie-donut-inner"
          />
        </div>
        <div style={{ width: 150 }}>
          <Typography variant="body2" id="pie-donut-outer">
            outerRadius: '{outer}%'
          </Typography>
          <Slider
            value={outer}
            onChange={(_event, value) => setOuter(value as number)}
            min={40}
            max={100}
            step={5}
            aria-labelledby="pie-donut-outer"
          />
        </div>
      </Stack>
      <PieChart
        height={260}
        title="How 640 office workers get to work, as a donut"
        series={[
          {
            data: commuteAnswers,
            // Percentages are relative to the largest radius that fits the drawing area.
            innerRadius: `${inner}%`,
            outerRadius: `${outer}%`,
          },
        ]}
      />
    </div>
  );
}
