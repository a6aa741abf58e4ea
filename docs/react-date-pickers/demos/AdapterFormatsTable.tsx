import * as React from 'react';
import dayjs from 'dayjs';
import { DateTime } from 'luxon';
import moment from 'moment';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import type { AdapterFormats } from '@mui/x-date-pickers/models';

interface Row {
  key: keyof AdapterFormats;
  token: string;
  text: string;
}

// Formats a fixed date with every key of an adapter's format table.
function describe<TDate>(
  adapter: {
    formats: AdapterFormats;
    format: (value: TDate, key: keyof AdapterFormats) => string;
  },
  date: TDate,
): Row[] {
  return (Object.keys(adapter.formats) as (keyof AdapterFormats)[]).map((key) => ({
    key,
    token: adapter.formats[key],
    text: adapter.format(date, key),
  }));
}

// Each adapter with its default English locale. Moment's default is its global
// locale, which any imported Moment locale file changes, so this demo names it.
const rowsByLibrary = {
  dayjs: describe(new AdapterDayjs(), dayjs('2025-03-15T14:30')),
  'date-fns': describe(new AdapterDateFns(), new Date(2025, 2, 15, 14, 30)),
  luxon: describe(new AdapterLuxon(), DateTime.fromISO('2025-03-15T14:30')),
  moment: describe(
    new AdapterMoment({ locale: 'en' }),
    moment('2025-03-15T14:30').locale('en'),
  ),
};

type Library = keyof typeof rowsByLibrary;

export default function AdapterFormatsTable() {
  const [library, setLibrary] = React.useState<Library>('dayjs');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Date library"
        value={library}
        onChange={(_event, next: Library | null) => next && setLibrary(next)}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {Object.keys(rowsByLibrary).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
        <Table
          size="small"
          stickyHeader
          aria-label={`Default formats of ${library}`}
        >
          <TableHead>
            <TableRow>
              <TableCell>Key</TableCell>
              <TableCell>Format string</TableCell>
              <TableCell>15 March 2025, 14:30</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rowsByLibrary[library].map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.key}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.token}</TableCell>
                <TableCell>{row.text}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
