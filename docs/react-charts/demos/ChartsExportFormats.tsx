import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { houseSales } from '@site/src/demo-data/chartsMeasurements';

const formats = [
  { type: 'image/png', extension: 'png', label: 'PNG' },
  { type: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  { type: 'image/webp', extension: 'webp', label: 'WebP' },
];
const points = houseSales.map(({ id, area, price }) => ({ id, x: area, y: price }));

export default function ChartsExportFormats() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  const [type, setType] = React.useState('image/jpeg');
  const [quality, setQuality] = React.useState(0.9);
  const format = formats.find((item) => item.type === type) ?? formats[0]!;
  const lossy = type !== 'image/png';

  return (
    <div>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label="Format" value={type} onChange={(event) => setType(event.target.value)}>
          {formats.map((item) => (
            <MenuItem key={item.type} value={item.type}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ width: 160 }}>
          <Typography id="export-quality-label" variant="caption" color={lossy ? 'text.primary' : 'text.disabled'}>
            Quality: {lossy ? quality : 'lossless'}
          </Typography>
          <Slider
            aria-labelledby="export-quality-label"
            size="small"
            min={0.1}
            max={1}
            step={0.1}
            value={quality}
            disabled={!lossy}
            onChange={(_, value) => setQuality(value as number)}
          />
        </Stack>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({ fileName: `house-sales.${format.extension}`, type, quality })
          }
        >
          Download {format.label}
        </Button>
      </Stack>
      <ScatterChartPro
        apiRef={apiRef}
        height={300}
        title="Homes sold in one town: floor area and price"
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ label: 'Price (thousand €)', width: 55 }]}
        series={[{ data: points, label: 'Sales' }]}
      />
    </div>
  );
}
