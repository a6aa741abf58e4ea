import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const delivery = [dayjs('2025-06-09T09:00'), dayjs('2025-06-09T11:00')] as const;

export default function TimeRangePickerStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeRangePicker label="Read-only" readOnly defaultValue={[...delivery]} />
        <TimeRangePicker label="Disabled" disabled defaultValue={[...delivery]} />
        {/* Typing is blocked, but the clock button still opens the popover. */}
        <TimeRangePicker
          label="Pick from the list only"
          defaultValue={[...delivery]}
          slotProps={{ field: { readOnly: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
