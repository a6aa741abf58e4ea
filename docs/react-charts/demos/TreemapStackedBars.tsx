import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';
import { diskUsage } from '@site/src/demo-data/chartsStyling';

const hues = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a'];

// Mixes a #rrggbb color with white: share 1 keeps the color, 0 gives white.
function tint(hex: string, share: number) {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(255 - (255 - value) * share)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

// One series per sub-folder, with a value only in the row of its own folder.
const series = diskUsage.flatMap((folder, row) =>
  folder.children.map((child, step) => ({
    id: child.id,
    label: child.label,
    stack: 'disk',
    data: diskUsage.map((_, index) => (index === row ? child.size : null)),
    color: tint(hues[row % hues.length] ?? '#888888', 0.7 - step * 0.22),
    valueFormatter: (value: number | null) => (value === null ? null : `${value} GB`),
  })),
);

export default function TreemapStackedBars() {
  return (
    <BarChart
      height={300}
      title="Used disk space: one bar per folder, one segment per sub-folder"
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: diskUsage.map((folder) => folder.label), width: 120 }]}
      xAxis={[{ label: 'Gigabytes' }]}
      series={series}
      hideLegend
      slotProps={{ tooltip: { trigger: 'item' } }}
      // Name each segment that is wide enough to hold its name (about 7 pixels per letter).
      barLabel={(item, context) => {
        const name = series.find((entry) => entry.id === item.seriesId)?.label ?? '';
        return context.bar.width > name.length * 7 + 12 ? name : null;
      }}
      // The fills are light tints, so the labels stay dark in both color modes.
      sx={{ [`& .${barLabelClasses.root}`]: { fill: '#1a1a1a' } }}
    />
  );
}
