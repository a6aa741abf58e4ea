import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { serverReadings } from '@site/src/demo-data/chartsMetrics';

export default function GaugeBasic() {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
    >
      <div style={{ width: 140 }}>
        {/* valueMin and valueMax default to 0 and 100. */}
        <Gauge
          value={serverReadings.diskUsedPercent}
          height={140}
          title="Disk used, in percent"
        />
        <Typography variant="body2" align="center">
          Disk used (0 to 100)
        </Typography>
      </div>
      <div style={{ width: 140 }}>
        <Gauge
          value={serverReadings.netPromoterScore}
          valueMin={-100}
          valueMax={100}
          height={140}
          title="Net promoter score, from -100 to 100"
        />
        <Typography variant="body2" align="center">
          NPS (-100 to 100)
        </Typography>
      </div>
      <div style={{ width: 140 }}>
        <Gauge
          value={serverReadings.airQualityIndex}
          valueMax={500}
          height={140}
          title="Air quality index, from 0 to 500"
        />
        <Typography variant="body2" align="center">
          Air quality (0 to 500)
        </Typography>
      </div>
    </Stack>
  );
}
