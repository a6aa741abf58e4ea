import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier } from '@mui/x-charts/models';
import { formatGwh, monthlyGeneration } from './energyData';

const sources = [
  { id: 'solar', label: 'Solar' },
  { id: 'wind', label: 'Wind' },
  { id: 'hydro', label: 'Hydro' },
] as const;

export default function ClickHandling() {
  const [clicked, setClicked] = React.useState<BarItemIdentifier | null>(null);

  let message = 'Click a bar to see its details.';
  if (clicked) {
    const source = sources.find((item) => item.id === clicked.seriesId);
    const row = monthlyGeneration[clicked.dataIndex];
    if (source && row) {
      message = `${source.label} in ${row.month}: ${formatGwh(row[source.id])} (seriesId "${clicked.seriesId}", dataIndex ${clicked.dataIndex})`;
    }
  }

  return (
    <div>
      <BarChart
        height={300}
        title="Monthly output of solar, wind and hydro power"
        dataset={monthlyGeneration}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={sources.map((source) => ({
          id: source.id,
          dataKey: source.id,
          label: source.label,
          valueFormatter: formatGwh,
        }))}
        onItemClick={(_event, item) => setClicked(item)}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </div>
  );
}
