import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { redesignTasks, redesignToday, teamMembers } from '@site/src/demo-data/chartsStyling';

const DAY = 24 * 60 * 60 * 1000;
const projectStart = redesignTasks[0]!.start.getTime();
const dayOf = (date: Date) => Math.round((date.getTime() - projectStart) / DAY);
const dateLabel = (day: number) =>
  new Date(projectStart + day * DAY).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function GanttRangeBars() {
  return (
    <BarChart
      height={340}
      title="Plan of the website redesign, spring 2025"
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: redesignTasks.map((task) => task.task), width: 110 }]}
      xAxis={[
        {
          min: 0,
          max: 84,
          // A tick every Monday; the project starts on one.
          tickInterval: Array.from({ length: 13 }, (_, week) => week * 7),
          valueFormatter: dateLabel,
        },
      ]}
      series={[
        // An offset with no label and no color: it pushes each task to its start day.
        { id: 'offset', stack: 'plan', data: redesignTasks.map((task) => dayOf(task.start)), valueFormatter: () => null },
        // One series per person, so the legend names them; a task has a value in its owner's series only.
        ...teamMembers.map((member) => ({
          id: member,
          label: member,
          stack: 'plan',
          data: redesignTasks.map((task) => (task.owner === member ? dayOf(task.end) - dayOf(task.start) : null)),
          valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) => {
            const task = redesignTasks[dataIndex];
            return value === null || !task ? null : `${dateLabel(dayOf(task.start))} to ${dateLabel(dayOf(task.end) - 1)} (${value} days)`;
          },
        })),
      ]}
      sx={{ [`& .${barElementClasses.series}-offset`]: { fill: 'transparent', pointerEvents: 'none' } }}
    >
      <ChartsReferenceLine x={dayOf(redesignToday)} label="Today" labelAlign="start" />
    </BarChart>
  );
}
