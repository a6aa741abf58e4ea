import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { studyHours } from '@site/src/demo-data/chartsMeasurements';

// Ordinary least squares: score = intercept + slope × hours.
const count = studyHours.length;
const meanX = studyHours.reduce((sum, p) => sum + p.x, 0) / count;
const meanY = studyHours.reduce((sum, p) => sum + p.y, 0) / count;
let sxy = 0;
let sxx = 0;
let syy = 0;
studyHours.forEach((p) => {
  sxy += (p.x - meanX) * (p.y - meanY);
  sxx += (p.x - meanX) ** 2;
  syy += (p.y - meanY) ** 2;
});
const slope = sxy / sxx;
const intercept = meanY - slope * meanX;
const rSquared = (sxy * sxy) / (sxx * syy);

// The line only needs its two ends.
const lineHours = [0, 18];

export default function ScatterDemoTrendLine() {
  return (
    <div>
      <ChartContainer
        height={320}
        title="Weekly self-study hours and exam score, with a fitted trend line"
        series={[
          {
            type: 'scatter',
            label: 'Student',
            data: studyHours,
            valueFormatter: (p) => p && `${p.x} h a week, ${p.y} points`,
          },
          {
            type: 'line',
            label: 'Trend',
            data: lineHours.map((hours) => intercept + slope * hours),
            color: '#64748b',
            showMark: false,
          },
        ]}
        xAxis={[
          {
            data: lineHours,
            scaleType: 'linear',
            label: 'Self-study (hours per week)',
          },
        ]}
        yAxis={[{ min: 30, max: 100, label: 'Exam score' }]}
      >
        <ChartsGrid horizontal />
        <LinePlot />
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip trigger="item" />
      </ChartContainer>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Trend: score ≈ {intercept.toFixed(1)} + {slope.toFixed(2)} × hours (R² ={' '}
        {rSquared.toFixed(2)})
      </Typography>
    </div>
  );
}
