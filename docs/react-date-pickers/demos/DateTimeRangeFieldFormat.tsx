import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

const ferry = [dayjs('2025-06-21T06:40'), dayjs('2025-06-21T21:15')] as const;

export default function DateTimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        {/* Default format with a 24-hour clock: MM/DD/YYYY HH:mm. */}
        <SingleInputDateTimeRangeField
          label="Day trip (24-hour clock)"
          ampm={false}
          defaultValue={[...ferry]}
          sx={{ minWidth: 360 }}
        />
        {/* Short day-first format without the year, and a word between the values.
            It fits a phone screen without a minimum width. */}
        <SingleInputDateTimeRangeField
          label="Day trip (custom format)"
          format="DD MMM HH:mm"
          dateSeparator="to"
          defaultValue={[...ferry]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
