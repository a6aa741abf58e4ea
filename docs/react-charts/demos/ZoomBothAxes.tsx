import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { houseSales } from '@site/src/demo-data/chartsMeasurements';

const points = houseSales.map(({ id, area, price }) => ({ id, x: area, y: price }));

export default function ZoomBothAxes() {
  return (
    <ScatterChartPro
      height={320}
      title="Homes sold in one town: floor area and price"
      // Both axes zoom together, around the pointer, down to 5% of their range.
      xAxis={[{ label: 'Floor area (m²)', zoom: { minSpan: 5 } }]}
      yAxis={[{ label: 'Price (thousand €)', width: 55, zoom: { minSpan: 5 } }]}
      series={[
        {
          data: points,
          label: 'Sales',
          valueFormatter: (point) => (point ? `${point.x} m², ${point.y}k €` : null),
        },
      ]}
    />
  );
}
