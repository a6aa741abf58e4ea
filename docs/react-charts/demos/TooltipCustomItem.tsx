import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import { cities } from '@site/src/demo-data/chartsMeasurements';

const points = cities.map((city) => ({
  id: city.id,
  x: city.population,
  y: city.area,
}));

function CityTooltipContent() {
  const tooltip = useItemTooltip<'scatter'>();
  if (!tooltip) {
    return null;
  }
  const city = cities[tooltip.identifier.dataIndex];
  if (!city) {
    return null;
  }
  const density = Math.round(city.population / city.area);
  return (
    <Paper sx={{ p: 1.5, borderInlineStart: `4px solid ${tooltip.color}` }}>
      <Typography variant="subtitle2">{city.id}</Typography>
      <Typography variant="body2">
        {city.population.toLocaleString('en-US')} inhabitants
      </Typography>
      <Typography variant="body2">
        {city.area.toLocaleString('en-US')} km²
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {density.toLocaleString('en-US')} inhabitants per km²
      </Typography>
    </Paper>
  );
}

function CityTooltip() {
  return (
    <ChartsTooltipContainer trigger="item">
      <CityTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomItem() {
  return (
    <ScatterChart
      title="Population and area of the cities of an invented country"
      height={320}
      xAxis={[{ scaleType: 'log', label: 'Inhabitants' }]}
      yAxis={[{ scaleType: 'log', label: 'Area (km²)' }]}
      series={[{ data: points, label: 'City' }]}
      slots={{ tooltip: CityTooltip }}
      hideLegend
    />
  );
}
