import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { formatThousandDollars, revenueForecast } from '@site/src/demo-data/chartsBusiness';

export default function StylingSx() {
  return (
    <LineChart
      height={300}
      title="Monthly revenue, measured and forecast"
      dataset={revenueForecast}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: formatThousandDollars, width: 55 }]}
      series={[
        { id: 'actual', dataKey: 'actual', label: 'Measured', valueFormatter: formatThousandDollars },
        { id: 'forecast', dataKey: 'forecast', label: 'Forecast', valueFormatter: formatThousandDollars },
      ]}
      sx={{
        // One series, picked by its id: a dashed line and no marks.
        [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 4' },
        [`& .${markElementClasses.series}-forecast`]: { display: 'none' },
        // Every line a little thicker.
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        // The y-axis keeps its labels but loses its line and ticks, in a softer colour.
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.left} .${axisClasses.tick}`]: { display: 'none' },
        [`& .${axisClasses.left} .${axisClasses.tickLabel}`]: {
          fill: (theme) => theme.palette.text.secondary,
        },
      }}
    />
  );
}
