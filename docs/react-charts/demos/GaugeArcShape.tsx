import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { serverReadings } from '@site/src/demo-data/chartsMetrics';

const shapes = [
  { label: 'Full ring: 0 to 360', startAngle: 0, endAngle: 360 },
  { label: 'Half: -90 to 90', startAngle: -90, endAngle: 90 },
  { label: 'Three quarters: -135 to 135', startAngle: -135, endAngle: 135 },
  { label: 'Counterclockwise: 0 to -270', startAngle: 0, endAngle: -270 },
];

export default function GaugeArcShape() {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
    >
      {shapes.map((shape) => (
        <div key={shape.label} style={{ width: 150 }}>
          <Gauge
            value={serverReadings.diskUsedPercent}
            startAngle={shape.startAngle}
            endAngle={shape.endAngle}
            height={130}
            title={`Disk used, drawn as ${shape.label}`}
          />
          <Typography variant="body2" align="center">
            {shape.label}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
