import { ScatterChart } from '@mui/x-charts/ScatterChart';
import {
  PiecewiseColorLegend,
  piecewiseColorLegendClasses,
} from '@mui/x-charts/ChartsLegend';
import { houseSales } from '@site/src/demo-data/chartsMeasurements';

const periods = ['Built before 1960', '1960 to 1999', '2000 or later'];

export default function ScatterDemoHousePrices() {
  return (
    <ScatterChart
      height={360}
      title="Sale price and floor area of homes, by construction period"
      dataset={houseSales}
      series={[
        {
          label: 'Homes sold',
          datasetKeys: { x: 'area', y: 'price', z: 'yearBuilt', id: 'id' },
          markerSize: 5,
          valueFormatter: (home) =>
            home && `${home.x} m², €${home.y}k, built ${home.z}`,
        },
      ]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [1960, 2000],
            colors: ['#a16207', '#7c3aed', '#0d9488'],
          },
        },
      ]}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ label: 'Price (thousand €)', width: 56 }]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          labelPosition: 'end',
          labelFormatter: ({ index }) => periods[index] ?? null,
          // Put each label beside its color, like a series legend.
          sx: {
            columnGap: 2,
            [`&.${piecewiseColorLegendClasses.horizontal} .${piecewiseColorLegendClasses.item}`]:
              {
                flexDirection: 'row',
                alignItems: 'center',
              },
          },
        },
      }}
    />
  );
}
