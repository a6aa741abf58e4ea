import { LineChart } from '@mui/x-charts/LineChart';
import { cityNames, cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';
import type { CityKey } from '@site/src/demo-data/chartsClimate';

const cities: CityKey[] = ['harbourton', 'vostrava', 'solMirado'];

export default function LinesHighlight() {
  return (
    <LineChart
      title="Monthly mean temperature of three towns; hover a line to highlight it"
      height={300}
      dataset={cityTemperatures}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={cities.map((city) => ({
        dataKey: city,
        label: cityNames[city],
        valueFormatter: formatCelsius,
        // Hovering a line or one of its marks highlights that series and fades the others.
        highlightScope: { highlight: 'series', fade: 'global' },
      }))}
    />
  );
}
