import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { pageViewsByDevice } from '@site/src/demo-data/chartsSurvey';

// One hue per device (in data order); its browsers get lighter shades of the same hue.
const hues = [
  {
    device: '#1d4ed8',
    browsers: ['#3b82f6', '#60a5fa', '#93c5fd', '#bfdbfe', '#dbeafe'],
  },
  {
    device: '#c2410c',
    browsers: ['#f97316', '#fb923c', '#fdba74', '#fed7aa', '#ffedd5'],
  },
  { device: '#047857', browsers: ['#10b981', '#6ee7b7', '#a7f3d0'] },
];

const devices = pageViewsByDevice.map((entry, index) => ({
  id: entry.device,
  label: entry.device,
  value: entry.share,
  color: hues[index]?.device,
}));

// The outer ring lists the browsers of each device in the same order as the inner ring.
const browsers = pageViewsByDevice.flatMap((entry, deviceIndex) =>
  entry.browsers.map((browser, index) => ({
    ...browser,
    color: hues[deviceIndex]?.browsers[index],
  })),
);

export default function PieDemoDevices() {
  return (
    <PieChart
      height={320}
      title="Page views by device, and by browser within each device"
      hideLegend
      series={[
        {
          id: 'devices',
          data: devices,
          outerRadius: '45%',
          arcLabel: 'label',
          arcLabelMinAngle: 30,
          valueFormatter: (item) => `${item.value}% of page views`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          id: 'browsers',
          data: browsers,
          innerRadius: '50%',
          outerRadius: '95%',
          arcLabel: 'label',
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `${item.value}% of page views`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}.${pieArcLabelClasses.series}-devices`]: {
          fill: '#fff',
          fontWeight: 600,
        },
        // The browser shades are light, so their labels stay dark in both color modes.
        [`& .${pieArcLabelClasses.root}.${pieArcLabelClasses.series}-browsers`]: {
          fill: '#1f2937',
        },
        [`& .${pieArcLabelClasses.root}`]: { fontSize: 12 },
      }}
    />
  );
}
