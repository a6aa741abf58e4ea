import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { teamBookings, teamMembers, teamWeeks } from '@site/src/demo-data/chartsStyling';

const bands = [
  { color: '#c8e6c9', text: 'under 20 h' },
  { color: '#66bb6a', text: '20 to 39 h' },
  { color: '#e53935', text: '40 h or more' },
];

export default function GanttTeamLoad() {
  return (
    <div>
      <Heatmap
        height={220}
        xAxis={[{ data: teamWeeks, label: 'Week starting' }]}
        yAxis={[{ data: teamMembers, width: 60 }]}
        // Below 20, from 20 to 39, and from 40 hours: one color per band.
        zAxis={[{ colorMap: { type: 'piecewise', thresholds: [20, 40], colors: bands.map((band) => band.color) } }]}
        series={[{ data: teamBookings, label: 'Booked hours', valueFormatter: ([, , hours]) => `${hours} h` }]}
      >
        <title>Hours booked per person and week during the website redesign</title>
      </Heatmap>
      <Typography variant="caption" component="p" sx={{ textAlign: 'center' }}>
        {bands.map((band) => (
          <span key={band.color} style={{ display: 'inline-flex', alignItems: 'center', marginInline: 8 }}>
            <span
              aria-hidden
              style={{ width: 10, height: 10, marginInlineEnd: 4, background: band.color }}
            />
            <bdi>{band.text}</bdi>
          </span>
        ))}
      </Typography>
    </div>
  );
}
