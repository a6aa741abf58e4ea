import useMediaQuery from '@mui/material/useMediaQuery';
import { Theme } from '@mui/material/styles';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';
import { topProducts } from '@site/src/demo-data/chartsBusiness';

const formatUnits = (value: number | null) =>
  value === null ? '' : `${value.toLocaleString('en-US')} units`;

export default function BarDemoTopProducts() {
  // On a phone, the names get less room so the bars keep enough of it.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <BarChart
      title="Best-selling products by units sold"
      height={380}
      layout="horizontal"
      dataset={topProducts}
      // The band axis width is the room for the names; longer ones end with "…".
      yAxis={[{ scaleType: 'band', dataKey: 'product', width: isPhone ? 120 : 200 }]}
      xAxis={[{ tickNumber: isPhone ? 2 : 5 }]}
      series={[
        {
          dataKey: 'units',
          label: 'Units sold',
          color: '#2563eb',
          valueFormatter: formatUnits,
        },
      ]}
      barLabel={(item, context) =>
        context.bar.width > 44 ? item.value?.toLocaleString('en-US') : null
      }
      borderRadius={4}
      hideLegend
      sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff' } }}
    />
  );
}
