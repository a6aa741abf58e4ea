import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { closingPrices } from '@site/src/demo-data/chartsBusiness';

const days = closingPrices.map((_, index) => index + 1);

export default function CompositionClipping() {
  const [clip, setClip] = React.useState(true);
  const clipPathId = `${React.useId()}-clip`;

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={clip}
            onChange={(event) => setClip(event.target.checked)}
          />
        }
        label="Clip the line to the drawing area"
      />
      <ChartContainer
        title="Closing price between $44 and $48"
        height={280}
        xAxis={[{ scaleType: 'point', data: days, label: 'Trading day' }]}
        // The axis shows a narrower range than the data, so the line leaves it.
        yAxis={[
          { min: 44, max: 48, valueFormatter: (value: number) => `$${value}` },
        ]}
        series={[{ type: 'line', data: closingPrices, label: 'Closing price' }]}
      >
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ChartContainer>
    </div>
  );
}
