import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { weatherStations } from '@site/src/demo-data/chartsMeasurements';

const seasons = [
  { id: 'january', label: 'January' },
  { id: 'july', label: 'July' },
] as const;

export default function ScatterClick() {
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);
  const [directHit, setDirectHit] = React.useState(false);

  let message = 'Click a point, or near one, to see its station.';
  if (clicked) {
    const station = weatherStations[clicked.dataIndex];
    const season = seasons.find((item) => item.id === clicked.seriesId);
    if (station && season) {
      message = `${station.name} (${station.altitude} m): ${station[season.id]} °C in ${season.label} (seriesId "${clicked.seriesId}", dataIndex ${clicked.dataIndex})`;
    }
  }

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={directHit}
            onChange={(event) => setDirectHit(event.target.checked)}
          />
        }
        label="Only direct hits (disableVoronoi)"
      />
      <ScatterChart
        height={320}
        title="Station temperatures: click a point for details"
        dataset={weatherStations}
        series={seasons.map((season) => ({
          id: season.id,
          label: season.label,
          datasetKeys: { x: 'altitude', y: season.id, id: 'id' },
          markerSize: 6,
        }))}
        xAxis={[{ label: 'Altitude (m)' }]}
        yAxis={[{ label: 'Mean temperature (°C)' }]}
        disableVoronoi={directHit}
        onItemClick={(
          _event: React.MouseEvent | MouseEvent,
          item: ScatterItemIdentifier,
        ) => setClicked(item)}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </div>
  );
}
