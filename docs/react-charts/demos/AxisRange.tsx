import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { closingPrices, tradingDays } from '@site/src/demo-data/chartsBusiness';

const days = tradingDays(new Date(Date.UTC(2025, 2, 3)), closingPrices.length);

type Limit = 'nice' | 'strict' | 'padded';

// Leaves 10% of the data range free above and below the line.
const padded = (min: number, max: number) => {
  const margin = (max - min) * 0.1;
  return { min: min - margin, max: max + margin };
};

export default function AxisRange() {
  const [limit, setLimit] = React.useState<Limit>('nice');
  const [fromZero, setFromZero] = React.useState(false);

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={limit}
          onChange={(_event, next: Limit | null) => next && setLimit(next)}
          aria-label="domainLimit of the y-axis"
        >
          <ToggleButton value="nice">nice</ToggleButton>
          <ToggleButton value="strict">strict</ToggleButton>
          <ToggleButton value="padded">function</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={fromZero}
              onChange={(event) => setFromZero(event.target.checked)}
            />
          }
          label="min: 0"
        />
      </Stack>
      <LineChart
        title="Closing share price, March and April 2025"
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: days,
            valueFormatter: (date: Date) =>
              date.toLocaleDateString('en-US', {
                month: 'short',
                day: 'numeric',
                timeZone: 'UTC',
              }),
          },
        ]}
        yAxis={[
          {
            domainLimit: limit === 'padded' ? padded : limit,
            min: fromZero ? 0 : undefined,
            valueFormatter: (price: number) => `$${price}`,
          },
        ]}
        series={[
          {
            data: closingPrices,
            label: 'Closing price',
            showMark: false,
            valueFormatter: (price) =>
              price === null ? '' : `$${price.toFixed(2)}`,
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </div>
  );
}
