import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { gridSupplyByHour } from '@site/src/demo-data/chartsBusiness';

const sources = [
  { id: 'nuclear', label: 'Nuclear' },
  { id: 'hydro', label: 'Hydro' },
  { id: 'wind', label: 'Wind' },
  { id: 'solar', label: 'Solar' },
  { id: 'gas', label: 'Gas' },
] as const;

const hours = gridSupplyByHour.map((row) => row.hour);

export default function LegendToggle() {
  const [hidden, setHidden] = React.useState<string[]>([]);

  return (
    <LineChart
      title="Electricity supply by source over one day, in GW"
      height={320}
      xAxis={[
        { scaleType: 'point', data: hours, valueFormatter: (hour) => `${hour}:00` },
      ]}
      series={sources.map(({ id, label }) => {
        const isHidden = hidden.includes(id);
        return {
          id,
          label,
          stack: 'supply',
          area: true,
          showMark: false,
          // A hidden source keeps its legend entry, in grey, but has no values to draw.
          data: isHidden
            ? hours.map(() => null)
            : gridSupplyByHour.map((row) => row[id]),
          ...(isHidden && { color: '#9e9e9e' }),
        };
      })}
      slotProps={{
        legend: {
          onItemClick: (_event: React.MouseEvent, item: SeriesLegendItemContext) => {
            const id = String(item.seriesId);
            setHidden((current) =>
              current.includes(id)
                ? current.filter((other) => other !== id)
                : [...current, id],
            );
          },
        },
      }}
    />
  );
}
