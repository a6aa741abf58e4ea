import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { reservoirStorage } from '@site/src/demo-data/chartsClimate';

const volume = (value: number | null) =>
  value === null ? '' : `${value} million m³`;

export default function CompositionLayout() {
  return (
    <ChartDataProvider
      height={260}
      dataset={reservoirStorage}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        {
          type: 'line',
          dataKey: 'upperLake',
          label: 'Upper Lake',
          valueFormatter: volume,
        },
        {
          type: 'line',
          dataKey: 'millDam',
          label: 'Mill Dam',
          valueFormatter: volume,
        },
        {
          type: 'line',
          dataKey: 'stoneBrook',
          label: 'Stone Brook',
          valueFormatter: volume,
        },
      ]}
    >
      {/* Any HTML layout: here a heading, then the chart with the legend beside it. */}
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Water in the valley reservoirs
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ChartsSurface title="Water stored in three reservoirs at the start of each month">
            <LinePlot />
            <ChartsXAxis />
            <ChartsYAxis label="Million m³" />
            <ChartsAxisHighlight x="line" />
            <ChartsTooltip />
          </ChartsSurface>
        </Box>
        <ChartsLegend direction="vertical" />
      </Box>
    </ChartDataProvider>
  );
}
