import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { revenueByChannel } from '@site/src/demo-data/chartsBusiness';

type View = 'expand' | 'none';

const channels = [
  { dataKey: 'stores', label: 'Stores' },
  { dataKey: 'wholesale', label: 'Wholesale' },
  { dataKey: 'webshop', label: 'Webshop' },
  { dataKey: 'marketplaces', label: 'Marketplaces' },
];

export default function AreasDemoChannelShare() {
  const [view, setView] = React.useState<View>('expand');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: View | null) => next && setView(next)}
        aria-label="Vertical scale"
      >
        <ToggleButton value="expand">Share of total</ToggleButton>
        <ToggleButton value="none">Millions of dollars</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Revenue by sales channel, 2016 to 2025"
        height={340}
        dataset={revenueByChannel}
        xAxis={[
          {
            scaleType: 'point',
            dataKey: 'year',
            valueFormatter: (year: number) => year.toString(),
          },
        ]}
        yAxis={[
          {
            // With 'expand', every year adds up to 1.
            valueFormatter: (value: number) =>
              view === 'expand' ? `${Math.round(value * 100)}%` : `$${value}M`,
            width: 50,
          },
        ]}
        series={channels.map((channel) => ({
          ...channel,
          stack: 'revenue',
          stackOffset: view,
          area: true,
          showMark: false,
          // The tooltip still shows the raw amounts.
          valueFormatter: (value: number | null) =>
            value === null ? '' : `$${value}M`,
        }))}
      />
    </div>
  );
}
