import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { cafes } from '@site/src/demo-data/chartsMeasurements';

// The bubble's area grows with the number of seats.
const radiusForSeats = (seats: number) => 2.2 * Math.sqrt(seats);

// Replaces the default circle. `size` (the series markerSize) is ignored on purpose.
function SeatBubble({
  seriesId: _seriesId,
  size: _size,
  dataIndex,
  x,
  y,
  color,
  isHighlighted,
  isFaded,
  ...other
}: ScatterMarkerProps) {
  const radius = radiusForSeats(cafes[dataIndex]?.seats ?? 0);
  return (
    <circle
      cx={x}
      cy={y}
      r={isHighlighted ? radius + 2 : radius}
      fill={color}
      fillOpacity={isFaded ? 0.15 : 0.55}
      stroke={color}
      strokeWidth={1.5}
      {...other}
    />
  );
}

export default function ScatterDemoBubbles() {
  return (
    <ScatterChart
      height={360}
      title="Cafés by daily customers and average bill, sized by seats"
      series={[
        {
          label: 'Cafés (bubble size: seats)',
          data: cafes.map((cafe) => ({
            x: cafe.customers,
            y: cafe.bill,
            id: cafe.id,
          })),
          color: '#db2777',
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (point, { dataIndex }) =>
            point &&
            `${point.id}: ${point.x} customers a day, €${point.y.toFixed(2)} per bill, ${cafes[dataIndex]?.seats} seats`,
        },
      ]}
      // Hover the bubble itself rather than the nearest centre.
      disableVoronoi
      slots={{ marker: SeatBubble }}
      xAxis={[{ label: 'Customers per day', min: 100, max: 1000 }]}
      yAxis={[{ label: 'Average bill (€)', min: 2, max: 14 }]}
    />
  );
}
