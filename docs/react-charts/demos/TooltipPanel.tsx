import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { reservoirStorage } from '@site/src/demo-data/chartsClimate';

// An HTML panel next to the chart that shows what a tooltip would show.
function DetailsPanel() {
  const axes = useAxesTooltip();
  const axis = axes?.[0];
  return (
    <Box
      aria-live="polite"
      sx={{
        minHeight: 96,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {axis ? (
        <>
          <Typography variant="subtitle2">
            Start of {axis.axisFormattedValue}
          </Typography>
          {axis.seriesItems.map((item) => (
            <Typography
              key={item.seriesId}
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <ChartsLabelMark type={item.markType} color={item.color} />
              {item.formattedLabel}: {item.formattedValue}
            </Typography>
          ))}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Point at the chart to read the stored water per reservoir.
        </Typography>
      )}
    </Box>
  );
}

const volume = (value: number | null) =>
  value === null ? '' : `${value} million m³`;

export default function TooltipPanel() {
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
      <ChartsSurface title="Water stored in three reservoirs at the start of each month">
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsAxisHighlight x="line" />
      </ChartsSurface>
      <DetailsPanel />
    </ChartDataProvider>
  );
}
