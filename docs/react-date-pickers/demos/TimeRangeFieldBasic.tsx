import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const officeHours = [dayjs('2025-06-09T08:30'), dayjs('2025-06-09T17:00')] as const;

export default function TimeRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 340 }}>
        {/* Both times in one text box. */}
        <SingleInputTimeRangeField
          label="Office hours"
          defaultValue={[...officeHours]}
        />
        {/* One text box per end; a function labels each by its position. */}
        <MultiInputTimeRangeField
          defaultValue={[...officeHours]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Opens at' : 'Closes at',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
