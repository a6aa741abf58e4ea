import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { cpuLoadApi, cpuLoadWorker } from '@site/src/demo-data/chartsMetrics';

const services = [
  { name: 'api', load: cpuLoadApi },
  { name: 'worker', load: cpuLoadWorker },
];

export default function SparklineYAxis() {
  const [fixedScale, setFixedScale] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={fixedScale}
            onChange={(event) => setFixedScale(event.target.checked)}
          />
        }
        label="Fixed 0–100 % scale"
      />
      <Stack spacing={1} sx={{ mt: 1 }}>
        {services.map((service) => (
          <Stack
            key={service.name}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ width: 60 }}>
              {service.name}
            </Typography>
            <div style={{ flex: 1, minWidth: 0 }}>
              <SparkLineChart
                data={service.load}
                height={50}
                yAxis={fixedScale ? { min: 0, max: 100 } : undefined}
                title={`CPU load of the ${service.name} service over three hours`}
              />
            </div>
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
