import { BarChart } from '@mui/x-charts/BarChart';
import { roasterOrders } from '@site/src/demo-data/chartsStyling';

const bagColor = '#8d6e63';
const formatBags = (value: number | null) => (value ? `${value} bags` : null);

export default function StylingPattern() {
  return (
    <BarChart
      height={300}
      title="Coffee orders per month: booked and still expected"
      dataset={roasterOrders}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        { dataKey: 'booked', label: 'Booked', stack: 'orders', color: bagColor, valueFormatter: formatBags },
        {
          dataKey: 'expected',
          label: 'Expected',
          stack: 'orders',
          // A paint server as the series colour: bars, legend and tooltip marks all use it.
          color: 'url(#stylingHatch)',
          valueFormatter: formatBags,
        },
      ]}
    >
      <defs>
        <pattern
          id="stylingHatch"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" fill={bagColor} fillOpacity={0.25} />
          <line x1="0" y1="0" x2="0" y2="8" stroke={bagColor} strokeWidth="4" />
        </pattern>
      </defs>
    </BarChart>
  );
}
