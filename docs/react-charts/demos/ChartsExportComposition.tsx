import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { useChartRootRef } from '@mui/x-charts/hooks';
import { formatThousandDollars, salesByRegion } from '@site/src/demo-data/chartsBusiness';

// Everything inside the element that gets the root ref ends up in the export.
function ExportFrame({ children }: { children: React.ReactNode }) {
  const rootRef = useChartRootRef();
  return (
    // A background of its own, so the image is not transparent.
    <Box ref={rootRef} sx={{ bgcolor: 'background.paper', p: 2 }}>
      <Typography variant="h6" component="p">
        Revenue per region, first half of the year
      </Typography>
      {children}
      <Typography variant="caption" component="p">
        Source: sales ledger, in thousands of US dollars.
      </Typography>
    </Box>
  );
}

export default function ChartsExportComposition() {
  const apiRef = React.useRef<ChartProApi>(undefined);

  return (
    <div>
      <Button variant="outlined" onClick={() => apiRef.current?.exportAsImage({ fileName: 'revenue-report.png' })}>
        Download with title
      </Button>
      <ChartDataProviderPro
        apiRef={apiRef}
        height={260}
        dataset={salesByRegion}
        xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
        yAxis={[{ valueFormatter: formatThousandDollars, width: 55 }]}
        series={[
          { type: 'bar', dataKey: 'q1', label: 'Q1', valueFormatter: formatThousandDollars },
          { type: 'bar', dataKey: 'q2', label: 'Q2', valueFormatter: formatThousandDollars },
        ]}
      >
        <ExportFrame>
          <ChartsLegend />
          <ChartsSurface title="Revenue per region, first half of the year">
            <BarPlot />
            <ChartsAxis />
          </ChartsSurface>
        </ExportFrame>
      </ChartDataProviderPro>
    </div>
  );
}
