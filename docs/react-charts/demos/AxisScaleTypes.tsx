import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { appWeeks, appWeeklyUsers } from '@site/src/demo-data/chartsAxes';

type ValueScale = 'linear' | 'sqrt' | 'log';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function AxisScaleTypes() {
  const [scaleType, setScaleType] = React.useState<ValueScale>('linear');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, next: ValueScale | null) => next && setScaleType(next)}
        aria-label="Scale type of the y-axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Weekly active users of a new app"
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: appWeeks,
            valueFormatter: (week: number, context) =>
              context.location === 'tick' ? `W${week}` : `Week ${week}`,
            tickInterval: (week: number) => week % 3 === 1,
          },
        ]}
        yAxis={[
          { scaleType, valueFormatter: (users: number) => compact.format(users) },
        ]}
        series={[
          {
            data: appWeeklyUsers,
            label: 'Active users',
            valueFormatter: (users) => users?.toLocaleString('en-US') ?? '',
          },
        ]}
        hideLegend
      />
    </div>
  );
}
