import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { monthlyGeneration } from './energyData';

const sources = [
  { id: 'solar', label: 'Solar' },
  { id: 'wind', label: 'Wind' },
  { id: 'hydro', label: 'Hydro' },
];

export default function BarsHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted?.seriesId ?? null}
        // Selecting a source highlights its whole series (no dataIndex).
        onChange={(_event, seriesId: string | null) =>
          setHighlighted(seriesId ? { seriesId } : null)
        }
        aria-label="Highlighted source"
      >
        {sources.map((source) => (
          <ToggleButton key={source.id} value={source.id}>
            {source.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        title="Monthly output of three renewable sources"
        dataset={monthlyGeneration}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={sources.map((source) => ({
          id: source.id,
          dataKey: source.id,
          label: source.label,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
      <Typography variant="body2" aria-live="polite">
        highlightedItem: {highlighted ? JSON.stringify(highlighted) : 'null'}
      </Typography>
    </div>
  );
}
