import * as React from 'react';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { salesByRegion } from '@site/src/demo-data/chartsBusiness';

export default function CompositionInteraction() {
  const [message, setMessage] = React.useState('Click a bar or a column.');

  return (
    <div>
      <ChartContainer
        title="Revenue per region in the first two quarters"
        height={300}
        dataset={salesByRegion}
        xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
        series={[
          {
            type: 'bar',
            id: 'q1',
            dataKey: 'q1',
            label: 'Q1',
            valueFormatter: (v) => `$${v}k`,
          },
          {
            type: 'bar',
            id: 'q2',
            dataKey: 'q2',
            label: 'Q2',
            valueFormatter: (v) => `$${v}k`,
          },
        ]}
        // Called for a click anywhere in the column of a category.
        onAxisClick={(_event, data) => {
          if (data) {
            setMessage(
              `Column: ${data.axisValue}, Q1 + Q2 = $${
                (data.seriesValues.q1 ?? 0) + (data.seriesValues.q2 ?? 0)
              }k`,
            );
          }
        }}
      >
        <ChartsAxisHighlight x="band" />
        {/* Called only for a click on a bar. */}
        <BarPlot
          onItemClick={(_event, bar) =>
            setMessage(
              `Bar: ${salesByRegion[bar.dataIndex]?.region}, ${bar.seriesId}`,
            )
          }
        />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip trigger="item" />
      </ChartContainer>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </div>
  );
}
