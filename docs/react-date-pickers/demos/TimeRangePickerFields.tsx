import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const pool = [dayjs('2025-06-09T10:00'), dayjs('2025-06-09T20:00')] as const;

export default function TimeRangePickerFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 340 }}>
        {/* Default: one input, labelled by the picker's label prop. */}
        <TimeRangePicker label="Pool open (one input)" defaultValue={[...pool]} />
        {/* Two inputs: click one to edit that end; labels come from localeText. */}
        <TimeRangePicker
          defaultValue={[...pool]}
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Pool opens', end: 'Pool closes' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
