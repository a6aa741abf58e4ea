import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

const towns = [
  { key: 'harbourton', name: 'Harbourton', detail: 'Harbourton, on the coast' },
  { key: 'vostrava', name: 'Vostrava', detail: 'Vostrava, inland plain' },
  {
    key: 'solMirado',
    name: 'Sol Mirado',
    detail: 'Sol Mirado, southern hemisphere',
  },
];

export default function LabelSeries() {
  const [byLocation, setByLocation] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={byLocation}
            onChange={(event) => setByLocation(event.target.checked)}
          />
        }
        label="A different label in the tooltip"
      />
      <LineChart
        title="Monthly mean temperature of three towns"
        height={300}
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={towns.map(({ key, name, detail }) => ({
          dataKey: key,
          valueFormatter: formatCelsius,
          // A string is used everywhere; a function is asked once per place.
          label: byLocation
            ? (location: 'legend' | 'tooltip') =>
                location === 'tooltip' ? detail : name
            : name,
        }))}
      />
    </div>
  );
}
