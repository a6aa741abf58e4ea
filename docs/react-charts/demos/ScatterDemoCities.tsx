import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { cities } from '@site/src/demo-data/chartsMeasurements';

const compact = new Intl.NumberFormat('en', { notation: 'compact' });
const whole = new Intl.NumberFormat('en');

export default function ScatterDemoCities() {
  return (
    <ScatterChart
      height={360}
      title="Population and area of cities, on logarithmic axes"
      dataset={cities}
      series={[
        {
          label: 'City',
          datasetKeys: { x: 'population', y: 'area', id: 'id' },
          markerSize: 5,
          color: '#059669',
          valueFormatter: (city) =>
            city &&
            `${city.id}: ${whole.format(city.x)} people on ${whole.format(city.y)} km²`,
        },
      ]}
      xAxis={[
        {
          scaleType: 'log',
          label: 'Population',
          // As many as the decades spanned (1K to 100M): one tick per power of ten, no minor ticks.
          tickNumber: 5,
          valueFormatter: (value: number) => compact.format(value),
        },
      ]}
      yAxis={[
        {
          scaleType: 'log',
          label: 'Area (km²)',
          // 1 to 10K: four decades.
          tickNumber: 4,
          valueFormatter: (value: number) => compact.format(value),
        },
      ]}
      grid={{ horizontal: true, vertical: true }}
      hideLegend
    />
  );
}
