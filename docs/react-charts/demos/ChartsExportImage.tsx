import * as React from 'react';
import Button from '@mui/material/Button';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { formatThousandDollars, salesByRegion } from '@site/src/demo-data/chartsBusiness';

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

export default function ChartsExportImage() {
  const apiRef = React.useRef<ChartProApi>(undefined);

  return (
    <div>
      <Button variant="outlined" onClick={() => apiRef.current?.exportAsImage({ fileName: 'revenue-by-region.png' })}>
        Download PNG
      </Button>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        title="Revenue per region and quarter"
        dataset={salesByRegion}
        xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
        yAxis={[{ valueFormatter: formatThousandDollars, width: 55 }]}
        series={quarters.map((quarter) => ({
          dataKey: quarter,
          label: quarter.toUpperCase(),
          valueFormatter: formatThousandDollars,
        }))}
      />
    </div>
  );
}
