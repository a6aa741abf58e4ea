import * as React from 'react';
import Button from '@mui/material/Button';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { cityNames, cityTemperatures, formatCelsius } from '@site/src/demo-data/chartsClimate';

export default function ChartsExportPrint() {
  const apiRef = React.useRef<ChartProApi>(undefined);

  return (
    <div>
      <Button
        variant="outlined"
        onClick={() => apiRef.current?.exportAsPrint({ fileName: 'Temperatures of three towns' })}
      >
        Print or save as PDF
      </Button>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        title="Monthly mean temperature in three towns"
        dataset={cityTemperatures}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={(['harbourton', 'vostrava', 'solMirado'] as const).map((key) => ({
          dataKey: key,
          label: cityNames[key],
          valueFormatter: formatCelsius,
        }))}
      />
    </div>
  );
}
