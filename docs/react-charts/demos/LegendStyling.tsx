import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { labelMarkClasses } from '@mui/x-charts/ChartsLabel';
import { vostravaPrecipitation } from '@site/src/demo-data/chartsClimate';

export default function LegendStyling() {
  return (
    <BarChart
      title="Monthly precipitation in Vostrava"
      height={300}
      dataset={vostravaPrecipitation}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ width: 55, valueFormatter: (value: number) => `${value} mm` }]}
      series={[
        { dataKey: 'rain', label: 'Rain', stack: 'total' },
        { dataKey: 'snow', label: 'Snow (as water)', stack: 'total' },
      ]}
      sx={(theme) => ({
        [`& .${legendClasses.root}`]: { gap: 3 },
        [`& .${legendClasses.label}`]: {
          fontSize: 14,
          fontWeight: theme.typography.fontWeightMedium,
        },
        // A larger square than the default 13 px, with rounded corners.
        [`& .${legendClasses.mark}.${labelMarkClasses.square}`]: {
          width: 18,
          height: 18,
          borderRadius: '5px',
        },
      })}
    />
  );
}
