import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useBarSeries } from '@mui/x-charts/hooks';
import { vostravaPrecipitation } from '@site/src/demo-data/chartsClimate';

// An HTML table that reads the same series as the chart above it.
function SeriesSummary() {
  const series = useBarSeries();
  return (
    <Table size="small" aria-label="Yearly totals">
      <TableHead>
        <TableRow>
          <TableCell>Series</TableCell>
          <TableCell align="right">Year total</TableCell>
          <TableCell align="right">Wettest month</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {series.map((item) => {
          const values = item.data.map((value) => value ?? 0);
          const peak = values.indexOf(Math.max(...values));
          return (
            <TableRow key={item.id}>
              <TableCell sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <ChartsLabelMark type="square" color={item.color} />
                {typeof item.label === 'function'
                  ? item.label('legend')
                  : item.label}
              </TableCell>
              <TableCell align="right">
                {values.reduce((a, b) => a + b, 0)} mm
              </TableCell>
              <TableCell align="right">
                {vostravaPrecipitation[peak]?.month}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default function CustomComponentHtml() {
  return (
    <ChartDataProvider
      height={240}
      dataset={vostravaPrecipitation}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        { type: 'bar', dataKey: 'rain', label: 'Rain' },
        { type: 'bar', dataKey: 'snow', label: 'Snow' },
      ]}
    >
      <ChartsSurface title="Monthly rain and snow in Vostrava, in millimetres of water">
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <SeriesSummary />
    </ChartDataProvider>
  );
}
