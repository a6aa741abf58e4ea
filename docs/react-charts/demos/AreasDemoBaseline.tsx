import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { closingPrices, tradingDays } from '@site/src/demo-data/chartsBusiness';

type Baseline = 'zero' | 'min' | 'offer';

const days = tradingDays(new Date(Date.UTC(2025, 2, 3)), closingPrices.length);
const OFFER_PRICE = 45;

const formatDay = (day: Date) =>
  day.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export default function AreasDemoBaseline() {
  const [choice, setChoice] = React.useState<Baseline>('min');
  const baselines = { zero: 0, min: 'min', offer: OFFER_PRICE } as const;

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, next: Baseline | null) => next && setChoice(next)}
        aria-label="Baseline of the area"
      >
        <ToggleButton value="zero">Zero (default)</ToggleButton>
        <ToggleButton value="min">'min'</ToggleButton>
        <ToggleButton value="offer">{`Offer price ($${OFFER_PRICE})`}</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Closing share price over 40 trading days"
        height={320}
        xAxis={[
          {
            scaleType: 'point',
            data: days,
            valueFormatter: formatDay,
            // On a point axis, a function picks which values get a tick.
            tickInterval: (_day: Date, index: number) => index % 10 === 0,
          },
        ]}
        // A numeric baseline still lets the axis start at 0, so set the range here.
        yAxis={[{ min: choice === 'offer' ? 40 : undefined, width: 45 }]}
        series={[
          {
            data: closingPrices,
            label: 'Closing price',
            area: true,
            baseline: baselines[choice],
            showMark: false,
            color: '#0369a1',
            valueFormatter: (value) =>
              value === null ? '' : `$${value.toFixed(2)}`,
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </div>
  );
}
