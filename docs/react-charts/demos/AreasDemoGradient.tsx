import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { weeklySessions } from '@site/src/demo-data/chartsBusiness';

const weeks = weeklySessions.map((_, index) => index + 1);
const COLOR = '#8b5cf6';
// Must be unique on the page: it is referenced with url(#…).
const GRADIENT_ID = 'areas-demo-sessions-fill';

export default function AreasDemoGradient() {
  return (
    <LineChart
      title="Weekly visits to the online shop"
      height={320}
      xAxis={[
        {
          scaleType: 'linear',
          data: weeks,
          min: 1,
          max: 26,
          label: 'Calendar week',
          valueFormatter: (week: number, context) =>
            context.location === 'tick' ? `${week}` : `Week ${week}`,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k`, width: 45 }]}
      series={[
        {
          data: weeklySessions,
          label: 'Sessions',
          area: true,
          showMark: false,
          color: COLOR,
          valueFormatter: (value) => (value === null ? '' : `${value},000`),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
      // CSS beats the fill attribute the chart sets on the area path.
      sx={{
        [`& .${areaElementClasses.root}`]: {
          fill: `url(#${GRADIENT_ID})`,
          filter: 'none',
        },
      }}
    >
      {/* Children are drawn inside the chart's SVG, so a gradient can live here. */}
      <defs>
        <linearGradient id={GRADIENT_ID} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={COLOR} stopOpacity={0.6} />
          <stop offset="100%" stopColor={COLOR} stopOpacity={0.05} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
