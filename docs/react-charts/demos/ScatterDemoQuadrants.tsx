import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { productLines } from '@site/src/demo-data/chartsMeasurements';

const averageMargin =
  productLines.reduce((sum, product) => sum + product.margin, 0) /
  productLines.length;

export default function ScatterDemoQuadrants() {
  return (
    <ScatterChart
      height={360}
      title="Product lines by sales growth and gross margin"
      dataset={productLines}
      series={[
        {
          label: 'Product line',
          datasetKeys: { x: 'growth', y: 'margin', id: 'id' },
          markerSize: 6,
          valueFormatter: (p) => p && `${p.id}: growth ${p.x} %, margin ${p.y} %`,
        },
      ]}
      xAxis={[
        {
          label: 'Sales growth (%)',
          min: -15,
          max: 30,
          // Shrinking lines in red, growing ones in green.
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#dc2626', '#16a34a'],
          },
        },
      ]}
      yAxis={[{ label: 'Gross margin (%)', min: 10, max: 50 }]}
      hideLegend
    >
      <ChartsReferenceLine x={0} lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine
        y={averageMargin}
        label={`Average margin ${averageMargin.toFixed(0)} %`}
        labelAlign="middle"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </ScatterChart>
  );
}
