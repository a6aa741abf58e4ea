import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { ORDER_BIN_WIDTH, orderValueBins } from '@site/src/demo-data/chartsBusiness';

export default function BarDemoOrderHistogram() {
  return (
    <BarChart
      title="Orders by basket value"
      height={320}
      dataset={orderValueBins}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'from',
          // No gap between the bins, as in any histogram.
          categoryGapRatio: 0,
          // The ticks sit on the bin edges ('extremities' is the default);
          // 'tick' moves their labels there from the bin centers.
          tickPlacement: 'extremities',
          tickLabelPlacement: 'tick',
          // The tick shows the lower edge; the tooltip names the whole bin.
          valueFormatter: (from: number, context) =>
            context.location === 'tick'
              ? `$${from}`
              : `$${from} to $${from + ORDER_BIN_WIDTH}`,
          label: 'Basket value',
        },
      ]}
      yAxis={[{ label: 'Orders', width: 70 }]}
      series={[{ dataKey: 'orders', label: 'Orders', color: '#0891b2' }]}
      hideLegend
      // A thin outline in the background color keeps neighboring bins apart.
      sx={(theme) => ({
        [`& .${barElementClasses.root}`]: {
          stroke: (theme.vars ?? theme).palette.background.paper,
          strokeWidth: 1,
        },
      })}
    />
  );
}
