import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { bikesRepaired, repairDays } from '@site/src/demo-data/chartsAxes';

export default function AxisTickNumber() {
  const [tickNumber, setTickNumber] = React.useState(5);
  const [wholeSteps, setWholeSteps] = React.useState(false);

  return (
    <div>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 3 }}
      >
        <div style={{ width: 200 }}>
          <Typography id="axis-tick-number" variant="caption">
            tickNumber: {tickNumber}
          </Typography>
          <Slider
            size="small"
            value={tickNumber}
            onChange={(_event, value) => setTickNumber(value as number)}
            min={2}
            max={14}
            aria-labelledby="axis-tick-number"
          />
        </div>
        <FormControlLabel
          control={
            <Switch
              checked={wholeSteps}
              onChange={(event) => setWholeSteps(event.target.checked)}
            />
          }
          label="tickMinStep: 1"
        />
      </Stack>
      <BarChart
        title="Bicycles repaired per day over two weeks"
        height={300}
        xAxis={[{ scaleType: 'band', data: repairDays, label: 'Day' }]}
        yAxis={[{ tickNumber, tickMinStep: wholeSteps ? 1 : undefined }]}
        series={[{ data: bikesRepaired, label: 'Bicycles repaired' }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </div>
  );
}
