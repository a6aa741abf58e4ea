import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const day = dayjs('2025-03-07T08:05');

export default function FieldsFormats() {
  const [spacious, setSpacious] = React.useState(false);
  const [leadingZeros, setLeadingZeros] = React.useState(false);
  const formatDensity = spacious ? 'spacious' : 'dense';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch
                checked={spacious}
                onChange={(event) => setSpacious(event.target.checked)}
              />
            }
            label="Spacious"
          />
          <FormControlLabel
            control={
              <Switch
                checked={leadingZeros}
                onChange={(event) => setLeadingZeros(event.target.checked)}
              />
            }
            label="Respect leading zeros"
          />
        </Stack>
        {/* The key remounts the fields: they only read these props when they build their sections. */}
        <Stack key={`${formatDensity}-${leadingZeros}`} spacing={2}>
          <DateField
            label="D/M/YYYY"
            format="D/M/YYYY"
            defaultValue={day}
            formatDensity={formatDensity}
            shouldRespectLeadingZeros={leadingZeros}
          />
          <TimeField
            label="H:m (24-hour)"
            format="H:m"
            defaultValue={day}
            formatDensity={formatDensity}
            shouldRespectLeadingZeros={leadingZeros}
          />
          <DatePicker
            label="YYYY-M-D in a picker"
            format="YYYY-M-D"
            defaultValue={day}
            formatDensity={formatDensity}
            slotProps={{ field: { shouldRespectLeadingZeros: leadingZeros } }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
