import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const hackathon = [dayjs('2025-06-13T18:00'), dayjs('2025-06-15T12:00')] as const;

export default function DateTimeRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        {/* One text box; wide enough for both timestamps. */}
        <SingleInputDateTimeRangeField
          label="Hackathon"
          defaultValue={[...hackathon]}
          sx={{ minWidth: 420 }}
        />
        {/* Two text boxes, stacked on narrow screens. */}
        <MultiInputDateTimeRangeField
          defaultValue={[...hackathon]}
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Kick-off' : 'Demos due',
            }),
            separator: { sx: { display: { xs: 'none', sm: 'block' } } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
