import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { carbonPrices, formatShortDate } from '@site/src/demo-data/chartsClimate';

export default function ZoomFilterMode() {
  const [discard, setDiscard] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={discard} onChange={(event) => setDiscard(event.target.checked)} />}
        label="Fit the price axis to the visible days"
      />
      <LineChartPro
        height={300}
        title="Carbon allowance price, January to June 2024"
        dataset={carbonPrices}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            dataKey: 'date',
            valueFormatter: formatShortDate,
            // 'discard': the other axes only see the points inside the zoomed range.
            zoom: { filterMode: discard ? 'discard' : 'keep' },
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}` }]}
        initialZoom={[{ axisId: 'days', start: 30, end: 45 }]}
        series={[
          { dataKey: 'price', label: 'Price per tonne', showMark: false, valueFormatter: (value) => `€${value}` },
        ]}
      />
    </div>
  );
}
