import { PieChart } from '@mui/x-charts/PieChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { homeLanguages } from '@site/src/demo-data/chartsAxes';

// One distinct hue per language: the default palette would repeat its colors.
const data = homeLanguages.map((language, index) => ({
  ...language,
  color: `hsl(${Math.round((index * 360) / homeLanguages.length)} 65% 52%)`,
}));

export default function LegendScroll() {
  return (
    <PieChart
      title="Languages spoken at home by the pupils of a school district"
      height={240}
      series={[{ data, innerRadius: '45%' }]}
      slotProps={{
        legend: {
          // Keep the list as tall as the pie and let it scroll.
          sx: {
            maxHeight: 240,
            overflowY: 'auto',
            flexWrap: 'nowrap',
            paddingInlineEnd: 1,
            [`& .${legendClasses.label}`]: { whiteSpace: 'nowrap' },
          },
        },
      }}
    />
  );
}
