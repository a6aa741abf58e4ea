import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  PiecewiseColorLegend,
  type PiecewiseColorLegendItemContext,
} from '@mui/x-charts/ChartsLegend';
import { temperatureAnomaly } from '@site/src/demo-data/chartsClimate';

const formatAnomaly = (value: number) =>
  `${value > 0 ? '+' : ''}${value.toFixed(1)} °C`;

export default function LegendPiecewise() {
  const [clicked, setClicked] = React.useState('none yet');

  return (
    <div>
      <BarChart
        title="Yearly temperature difference from the 1961–1990 average"
        height={320}
        dataset={temperatureAnomaly}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'year',
            tickInterval: (year: number) => year % 10 === 0,
          },
        ]}
        yAxis={[
          {
            width: 60,
            valueFormatter: formatAnomaly,
            colorMap: {
              type: 'piecewise',
              thresholds: [0, 0.3, 0.6],
              colors: ['#60a5fa', '#fbbf24', '#f97316', '#dc2626'],
            },
          },
        ]}
        series={[
          {
            dataKey: 'anomaly',
            label: 'Difference',
            valueFormatter: (v) => formatAnomaly(v ?? 0),
          },
        ]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            direction: 'vertical',
            position: { vertical: 'middle', horizontal: 'end' },
            markType: 'circle',
            labelPosition: 'end',
            labelFormatter: ({ formattedMin, formattedMax }) => {
              if (formattedMin === null) return `below ${formattedMax}`;
              if (formattedMax === null) return `${formattedMin} and above`;
              return `${formattedMin} to ${formattedMax}`;
            },
            onItemClick: (
              _event: React.MouseEvent,
              item: PiecewiseColorLegendItemContext,
            ) => setClicked(item.label),
          },
        }}
      />
      <Typography variant="body2">Last range clicked: {clicked}</Typography>
    </div>
  );
}
