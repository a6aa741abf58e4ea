import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { REORDER_POINT, stockLevels } from '@site/src/demo-data/chartsBusiness';

const days = stockLevels.map((_, index) => index + 1);

export default function AreasDemoStockSteps() {
  return (
    <LineChart
      title="Units in stock at the end of each day of April"
      height={320}
      xAxis={[
        {
          data: days,
          min: 1,
          max: 30,
          tickInterval: [1, 8, 15, 22, 29],
          valueFormatter: (day: number) => `Apr ${day}`,
        },
      ]}
      yAxis={[{ label: 'Units in stock', width: 55 }]}
      series={[
        {
          data: stockLevels,
          label: 'In stock',
          area: true,
          // The level holds until the next count, so the line moves in steps.
          curve: 'stepAfter',
          showMark: false,
          color: '#0d9488',
          valueFormatter: (value) => (value === null ? '' : `${value} units`),
        },
      ]}
      hideLegend
      // A lighter fill keeps the reference line readable where it crosses the area.
      sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.35 } }}
    >
      <ChartsReferenceLine
        y={REORDER_POINT}
        label="Reorder point"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '5 4', stroke: '#ea580c' }}
        labelStyle={{ fill: '#ea580c' }}
      />
    </LineChart>
  );
}
