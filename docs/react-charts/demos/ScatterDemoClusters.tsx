import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { shoppers } from '@site/src/demo-data/chartsMeasurements';

const segments = ['Occasional', 'Regular', 'Loyal'];
const pointColors = ['#60a5fa', '#f59e0b', '#a855f7'];
const centreColors = ['#1d4ed8', '#b45309', '#7e22ce'];

// The centre of each cluster: the mean visits and spend of its shoppers.
const centres = segments.map((segment) => {
  const members = shoppers.filter((shopper) => shopper.z === segment);
  const mean = (values: number[]) =>
    values.reduce((a, b) => a + b, 0) / values.length;
  return {
    id: segment,
    x: Math.round(mean(members.map((m) => m.x)) * 10) / 10,
    y: Math.round(mean(members.map((m) => m.y))),
    z: segment,
  };
});

export default function ScatterDemoClusters() {
  return (
    <div>
      <ScatterChart
        height={340}
        title="Shoppers by visits and yearly spend, colored by segment"
        series={[
          {
            label: 'Shopper',
            data: shoppers,
            zAxisId: 'segment',
            valueFormatter: (p) =>
              p && `${p.z}: ${p.x} visits/month, €${p.y} a year`,
          },
          {
            label: 'Segment center',
            data: centres,
            zAxisId: 'centre',
            markerSize: 9,
            valueFormatter: (p) => p && `${p.z} center: ${p.x} visits, €${p.y}`,
          },
        ]}
        zAxis={[
          {
            id: 'segment',
            colorMap: { type: 'ordinal', values: segments, colors: pointColors },
          },
          {
            id: 'centre',
            colorMap: { type: 'ordinal', values: segments, colors: centreColors },
          },
        ]}
        xAxis={[{ label: 'Visits per month', min: 0 }]}
        yAxis={[{ label: 'Yearly spend (€)', width: 56 }]}
        hideLegend
      />
      <Stack
        component="ul"
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap', p: 0, m: 0 }}
      >
        {segments.map((segment, index) => (
          <Stack
            component="li"
            direction="row"
            key={segment}
            sx={{ alignItems: 'center', gap: 0.75 }}
          >
            <span
              style={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                background: pointColors[index],
              }}
            />
            <Typography variant="body2">{segment}</Typography>
          </Stack>
        ))}
        <Typography component="li" variant="body2" sx={{ listStyle: 'none' }}>
          Large dots: segment centers
        </Typography>
      </Stack>
    </div>
  );
}
