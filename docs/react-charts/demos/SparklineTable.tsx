import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { tickerHistory } from '@site/src/demo-data/chartsMetrics';

function lastClose(closes: number[]) {
  return closes[closes.length - 1] ?? 0;
}

function changePercent(closes: number[]) {
  const first = closes[0] ?? 0;
  return first === 0 ? 0 : ((lastClose(closes) - first) / first) * 100;
}

export default function SparklineTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label="Fictional stocks with their 20-day trend"
        sx={{ '& thead th, & td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            <TableCell align="right">Close</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell>Trend</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tickerHistory.map((ticker) => {
            const change = changePercent(ticker.closes);
            return (
              <TableRow key={ticker.symbol}>
                <TableCell component="th" scope="row">
                  {ticker.symbol}
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                  >
                    {ticker.company}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  {lastClose(ticker.closes).toFixed(2)}
                </TableCell>
                <TableCell align="right">
                  {/* dir="ltr" keeps the sign in front of the number on RTL pages. */}
                  <span dir="ltr">
                    {change > 0 ? '+' : ''}
                    {change.toFixed(1)}%
                  </span>
                </TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  {/* A fixed size keeps every row the same height. */}
                  <SparkLineChart
                    data={ticker.closes}
                    width={110}
                    height={32}
                    margin={2}
                    title={`${ticker.company} closing prices, last 20 days`}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
