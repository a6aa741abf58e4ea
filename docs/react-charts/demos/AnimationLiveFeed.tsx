import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { serverLoad } from '@site/src/demo-data/chartsStyling';

const WINDOW = 30;
const seconds = Array.from({ length: WINDOW }, (_, index) => index - WINDOW + 1);

export default function AnimationLiveFeed() {
  const [offset, setOffset] = React.useState(0);
  const [running, setRunning] = React.useState(true);
  const [animate, setAnimate] = React.useState(false);

  // A new sample every second, replayed from a recorded series.
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => setOffset((value) => (value + 1) % (serverLoad.length - WINDOW)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause' : 'Resume'}
        </Button>
        <FormControlLabel
          control={<Switch checked={animate} onChange={(event) => setAnimate(event.target.checked)} />}
          label="Animate updates"
        />
      </Stack>
      <LineChart
        height={260}
        title="CPU load over the last 30 seconds"
        skipAnimation={!animate}
        xAxis={[{ data: seconds, valueFormatter: (value: number) => `${value} s` }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: serverLoad.slice(offset, offset + WINDOW),
            label: 'CPU load',
            showMark: false,
            valueFormatter: (value) => `${value}%`,
          },
        ]}
      />
    </div>
  );
}
