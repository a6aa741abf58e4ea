import { PieChart } from '@mui/x-charts/PieChart';
import { diskUsage } from '@site/src/demo-data/chartsStyling';

// One hue per folder; its sub-folders take lighter tints of it.
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

const folders = diskUsage.map((folder, index) => ({
  id: folder.id,
  label: folder.label,
  value: folder.children.reduce((sum, child) => sum + child.size, 0),
  color: hues[index % hues.length],
}));
const subFolders = diskUsage.flatMap((folder, index) =>
  folder.children.map((child, step) => ({
    id: child.id,
    // No `label`: the legend lists the folders of the inner ring only.
    value: child.size,
    color: tint(hues[index % hues.length] ?? '#888888', 0.8 - step * 0.22),
    name: `${folder.label} › ${child.label}`,
  })),
);

export default function TreemapNestedPie() {
  return (
    <PieChart
      height={300}
      title="Used disk space by folder (inner ring) and sub-folder (outer ring)"
      series={[
        {
          id: 'folders',
          data: folders,
          // Radii in percent of the largest circle that fits, so the rings shrink on small screens.
          innerRadius: '22%',
          outerRadius: '60%',
          valueFormatter: (item) => `${item.value} GB`,
        },
        {
          id: 'subfolders',
          data: subFolders,
          innerRadius: '64%',
          outerRadius: '92%',
          valueFormatter: (item, { dataIndex }) => `${subFolders[dataIndex]?.name}: ${item.value} GB`,
        },
      ]}
    />
  );
}
