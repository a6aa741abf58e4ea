import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import {
  activityWeekdays,
  activityWeekStarts,
  dailyExerciseMinutes,
} from '@site/src/demo-data/chartsActivity';

// One row per weekday: the height follows the number of rows, the width the container.
const rowHeight = 22;

export default function HeatmapLarge() {
  return (
    <Heatmap
      height={activityWeekdays.length * rowHeight + 70}
      margin={{ top: 10, right: 10 }}
      xAxis={[
        {
          data: activityWeekStarts,
          // 52 columns: a tick only on the first week of each month. Labels that
          // would overlap on a narrow screen are then dropped automatically.
          tickInterval: (weekStart: string) => Number(weekStart.split(' ')[1]) <= 7,
          valueFormatter: (weekStart: string, context) =>
            context.location === 'tooltip'
              ? `Week of ${weekStart}`
              : (weekStart.split(' ')[0] ?? ''),
          disableTicks: true,
        },
      ]}
      yAxis={[{ data: activityWeekdays, width: 40, disableTicks: true }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 120,
            color: ['#ecfccb', '#166534'],
          },
        },
      ]}
      series={[
        {
          data: dailyExerciseMinutes,
          label: 'Exercise',
          valueFormatter: (cell) => `${cell[2]} min`,
        },
      ]}
    >
      <title>Minutes of exercise on each day of 2024</title>
    </Heatmap>
  );
}
