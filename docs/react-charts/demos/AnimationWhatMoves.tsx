import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatThousandDollars, salesByRegion } from '@site/src/demo-data/chartsBusiness';

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;
const regions = salesByRegion.map((row) => row.region);
type Kind = 'bars' | 'line' | 'pie' | 'gauge';

export default function AnimationWhatMoves() {
  const [kind, setKind] = React.useState<Kind>('bars');
  const [quarterIndex, setQuarterIndex] = React.useState(0);
  // Changing the key mounts a new chart, which plays its entrance again.
  const [mountKey, setMountKey] = React.useState(0);
  const quarter = quarters[quarterIndex] ?? 'q1';
  const values = salesByRegion.map((row) => row[quarter]);
  const title = `Revenue per region in ${quarter.toUpperCase()}`;

  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Chart type"
          value={kind}
          onChange={(_, value: Kind | null) => value && setKind(value)}
        >
          <ToggleButton value="bars">Bars</ToggleButton>
          <ToggleButton value="line">Line</ToggleButton>
          <ToggleButton value="pie">Pie</ToggleButton>
          <ToggleButton value="gauge">Gauge</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setQuarterIndex((index) => (index + 1) % 4)}>
          Next quarter
        </Button>
        <Button size="small" onClick={() => setMountKey((key) => key + 1)}>
          Replay the entrance
        </Button>
      </Stack>
      <div key={`${kind}-${mountKey}`} style={{ height: 260, display: 'flex', justifyContent: 'center' }}>
        {kind === 'bars' && (
          <BarChart
            height={260}
            title={title}
            xAxis={[{ scaleType: 'band', data: regions }]}
            yAxis={[{ max: 600, valueFormatter: formatThousandDollars, width: 55 }]}
            series={[{ data: values, valueFormatter: formatThousandDollars }]}
            barLabel="value"
            sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff' } }}
          />
        )}
        {kind === 'line' && (
          <LineChart
            height={260}
            title={title}
            xAxis={[{ scaleType: 'point', data: regions }]}
            yAxis={[{ min: 0, max: 600, valueFormatter: formatThousandDollars, width: 55 }]}
            series={[{ data: values, area: true, valueFormatter: formatThousandDollars }]}
          />
        )}
        {kind === 'pie' && (
          <PieChart
            height={260}
            title={title}
            series={[
              {
                data: salesByRegion.map((row) => ({ id: row.region, label: row.region, value: row[quarter] })),
                arcLabel: (item) => item.label ?? '',
                valueFormatter: (item) => formatThousandDollars(item.value),
              },
            ]}
          />
        )}
        {kind === 'gauge' && (
          <Gauge
            width={240}
            height={240}
            title={`North region: ${quarter.toUpperCase()} revenue against a $600k target`}
            value={salesByRegion[0]?.[quarter] ?? 0}
            valueMax={600}
            text={({ value }) => formatThousandDollars(value)}
          />
        )}
      </div>
    </div>
  );
}
