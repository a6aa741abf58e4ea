import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { cityNames, cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';
import type { CityKey } from '@site/src/demo-data/chartsClimate';

const cities: CityKey[] = ['harbourton', 'vostrava', 'solMirado'];

export default function LinesAnimation() {
  const [cityIndex, setCityIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const city = cities[cityIndex] ?? 'harbourton';

  return (
    <div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => setCityIndex((index) => (index + 1) % cities.length)}
        >
          Next town
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="Skip animation"
        />
      </Stack>
      <LineChart
        title={`Monthly mean temperature in ${cityNames[city]}`}
        height={300}
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[{ min: -10, max: 30 }]}
        series={[{ dataKey: city, label: cityNames[city], area: true, valueFormatter: formatCelsius }]}
        skipAnimation={skipAnimation}
      />
    </div>
  );
}
