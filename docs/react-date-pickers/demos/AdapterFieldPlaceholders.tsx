import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

// Each function receives the token of its section and returns the text to show.
const placeholders: PickersInputLocaleText = {
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: ({ contentType }) =>
    contentType === 'letter' ? 'month' : 'mm',
  fieldYearPlaceholder: ({ digitAmount }) => 'y'.repeat(digitAmount),
  fieldHoursPlaceholder: () => '--',
  fieldMinutesPlaceholder: () => '--',
};

export default function AdapterFieldPlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={placeholders}>
      {/* Without a label, an empty field shows its placeholders before it is focused. */}
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DateField helperText="Start date" />
        <DateField helperText="Billing month" format="MMMM YYYY" />
        <TimeField helperText="Start time" format="HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
