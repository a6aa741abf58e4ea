import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const signedOn = dayjs('2024-11-04');

export default function FieldsReadOnlyDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Read-only field" defaultValue={signedOn} readOnly />
        <DateField label="Disabled field" defaultValue={signedOn} disabled />
        {/* Typing is blocked, but the calendar button still works */}
        <DatePicker
          label="Pick from the calendar only"
          defaultValue={signedOn}
          slotProps={{ field: { readOnly: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
