import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const firstNight = dayjs('2025-06-09');
const lastNight = dayjs('2025-06-14');

export default function DateRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 400 }}>
        {/* One text box: start and end share it, with a separator. */}
        <SingleInputDateRangeField
          label="Festival (one input)"
          defaultValue={[firstNight, lastNight]}
        />
        {/* Two text boxes that edit one [start, end] value. */}
        <MultiInputDateRangeField
          defaultValue={[firstNight, lastNight]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Opens' : 'Closes',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
