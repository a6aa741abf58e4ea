import { LineChart } from '@mui/x-charts/LineChart';
import { groundwaterDepth, months } from '@site/src/demo-data/chartsClimate';

export default function LinesReversedAxis() {
  return (
    <LineChart
      title="Groundwater level in a Vostrava well, in metres below ground"
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        {
          // Depth grows downwards, like the well itself.
          reverse: true,
          min: 0,
          max: 7,
          tickInterval: [0, 1, 2, 3, 4, 5, 6, 7],
          label: 'Metres below ground',
          width: 55,
        },
      ]}
      series={[
        {
          data: groundwaterDepth,
          label: 'Water level',
          valueFormatter: (value) => (value === null ? '' : `${value.toFixed(1)} m below ground`),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
