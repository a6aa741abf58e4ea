import { LineChart } from '@mui/x-charts/LineChart';
import {
  formatThousandDollars,
  revenueForecast,
} from '@site/src/demo-data/chartsBusiness';

const months = revenueForecast.map((row) => row.month);
const low = revenueForecast.map((row) => row.low);
const high = revenueForecast.map((row) => row.high);
// Stacked on top of the low end, this difference reaches up to the high end.
const width = revenueForecast.map((row) =>
  row.low === null || row.high === null ? null : row.high - row.low,
);

// Returning null hides the row in the tooltip for months without a value.
const formatValue = (value: number | null) =>
  value === null ? null : formatThousandDollars(value);

const LINE_COLOR = '#3b82f6';
const BAND_COLOR = '#93c5fd';

export default function AreasDemoForecast() {
  return (
    <LineChart
      title="Monthly revenue with a six-month forecast"
      height={360}
      xAxis={[
        { scaleType: 'point', data: months, tickInterval: (_m, i) => i % 3 === 0 },
      ]}
      yAxis={[{ valueFormatter: formatThousandDollars, width: 55 }]}
      series={[
        {
          id: 'actual',
          data: revenueForecast.map((row) => row.actual),
          label: 'Revenue',
          color: LINE_COLOR,
          valueFormatter: formatValue,
        },
        {
          id: 'forecast',
          data: revenueForecast.map((row) => row.forecast),
          label: 'Forecast',
          color: LINE_COLOR,
          showMark: false,
          valueFormatter: formatValue,
        },
        {
          id: 'low',
          data: low,
          label: 'Forecast, low end',
          stack: 'interval',
          color: BAND_COLOR,
          showMark: false,
          valueFormatter: formatValue,
        },
        {
          id: 'band',
          data: width,
          label: 'Forecast, high end',
          stack: 'interval',
          area: true,
          color: BAND_COLOR,
          showMark: false,
          // The tooltip reads the high end itself, not the stacked difference.
          valueFormatter: (value, { dataIndex }) =>
            value === null ? null : formatThousandDollars(high[dataIndex] ?? null),
        },
      ]}
      // Each area and line element carries a class with its series id.
      sx={{
        '& .MuiAreaElement-series-band': { fillOpacity: 0.3, filter: 'none' },
        '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' },
      }}
    />
  );
}
