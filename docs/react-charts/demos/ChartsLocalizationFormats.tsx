import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { dailyActiveUsers } from '@site/src/demo-data/chartsBusiness';

const locales = ['en-US', 'de-DE', 'fr-FR', 'ja-JP', 'ar-EG'];
// 1 to 28 February 2025.
const days = dailyActiveUsers.slice(31, 59);

export default function ChartsLocalizationFormats() {
  const [locale, setLocale] = React.useState('en-US');

  // Create the formatters once per locale. The dates are UTC midnights, so format them in UTC.
  const formats = React.useMemo(
    () => ({
      tick: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      heading: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
      users: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    }),
    [locale],
  );
  // The data is in thousands of users.
  const formatUsers = (value: number | null) => (value === null ? '' : formats.users.format(value * 1000));

  return (
    <div>
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        sx={{ minWidth: 160 }}
      >
        {locales.map((item) => (
          <MenuItem key={item} value={item}>
            {item}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        title="Daily active users in February 2025"
        dataset={days}
        xAxis={[
          {
            scaleType: 'utc',
            dataKey: 'date',
            valueFormatter: (value: Date, context) =>
              context.location === 'tick' ? formats.tick.format(value) : formats.heading.format(value),
          },
        ]}
        yAxis={[{ valueFormatter: formatUsers, width: 60 }]}
        series={[
          { dataKey: 'web', label: 'Website', showMark: false, valueFormatter: formatUsers },
          { dataKey: 'app', label: 'App', showMark: false, valueFormatter: formatUsers },
        ]}
      />
    </div>
  );
}
