import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart, type ScatterChartProps } from '@mui/x-charts/ScatterChart';
import { birchTrees, oakTrees } from '@site/src/demo-data/chartsMeasurements';

type MapType = 'continuous' | 'piecewise' | 'ordinal';
type ColorMap = NonNullable<ScatterChartProps['zAxis']>[number]['colorMap'];

const colorMaps: Record<MapType, ColorMap> = {
  // Ages from 0 to 220 years, through a hue function that receives 0–1.
  continuous: {
    type: 'continuous',
    min: 0,
    max: 220,
    color: (t) => `hsl(${190 - t * 150}, 75%, 48%)`,
  },
  // Three colors for three age bands: under 40, 40 to 99, 100 and over.
  piecewise: {
    type: 'piecewise',
    thresholds: [40, 100],
    colors: ['#38bdf8', '#a3a3a3', '#e11d48'],
  },
  // One color per condition label.
  ordinal: {
    type: 'ordinal',
    values: ['Good', 'Fair', 'Poor'],
    colors: ['#16a34a', '#eab308', '#dc2626'],
  },
};

const trees = [...oakTrees, ...birchTrees];

export default function ScatterColorMapTypes() {
  const [mapType, setMapType] = React.useState<MapType>('continuous');

  const data = trees.map((tree) => ({
    x: tree.diameter,
    y: tree.height,
    // Age for the numeric maps, condition for the ordinal one.
    z: mapType === 'ordinal' ? tree.condition : tree.age,
    id: tree.tag,
  }));

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mapType}
        onChange={(_event, value) => value && setMapType(value)}
        aria-label="Color map type"
      >
        <ToggleButton value="continuous">Continuous</ToggleButton>
        <ToggleButton value="piecewise">Piecewise</ToggleButton>
        <ToggleButton value="ordinal">Ordinal</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={320}
        title={`Surveyed trees colored by ${mapType === 'ordinal' ? 'condition' : 'age'}`}
        series={[
          {
            label: 'Trees',
            data,
            valueFormatter: (point) => point && `${point.id}: ${point.z}`,
          },
        ]}
        zAxis={[{ colorMap: colorMaps[mapType] }]}
        xAxis={[{ label: 'Trunk diameter (cm)' }]}
        yAxis={[{ label: 'Height (m)' }]}
        hideLegend
      />
    </div>
  );
}
