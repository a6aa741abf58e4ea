import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import type { GaugeFormatterParams } from '@mui/x-charts/Gauge';
import { serverReadings } from '@site/src/demo-data/chartsMetrics';

// A function receives the value and the range. "\n" starts a new line.
function storageText({ value, valueMax }: GaugeFormatterParams) {
  return value === null ? null : `${value} GB\nof ${valueMax}`;
}

function percentText({ value, valueMin, valueMax }: GaugeFormatterParams) {
  if (value === null) {
    return null;
  }
  return `${Math.round(((value - valueMin) / (valueMax - valueMin)) * 100)} %`;
}

export default function GaugeText() {
  const { storageUsedGb, storageTotalGb } = serverReadings;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
    >
      <div style={{ width: 150 }}>
        <Gauge
          value={storageUsedGb}
          valueMax={storageTotalGb}
          text={storageText}
          height={150}
          title="Laptop storage used, in gigabytes"
          // Keeps "368 GB" in this order on right-to-left pages.
          direction="ltr"
        />
        <Typography variant="body2" align="center">
          Function with units
        </Typography>
      </div>
      <div style={{ width: 150 }}>
        <Gauge
          value={storageUsedGb}
          valueMax={storageTotalGb}
          text={percentText}
          height={150}
          title="Laptop storage used, as a share of the disk"
          direction="ltr"
        />
        <Typography variant="body2" align="center">
          Function with a share
        </Typography>
      </div>
      <div style={{ width: 150 }}>
        {/* value={null} draws no value arc; a string is shown as it is. */}
        <Gauge
          value={null}
          text="Offline"
          height={150}
          title="Disk used: no reading"
          // A meter must have a current value, which this gauge lacks: expose it as
          // an image named by its title, without the range attributes of a meter.
          role="img"
          aria-valuemin={undefined}
          aria-valuemax={undefined}
        />
        <Typography variant="body2" align="center">
          value=null, text string
        </Typography>
      </div>
    </Stack>
  );
}
