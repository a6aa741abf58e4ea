import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const matinee = [dayjs('2025-06-09T14:00'), dayjs('2025-06-09T16:20')] as const;

export default function TimeRangeFieldStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 340 }}>
        <SingleInputTimeRangeField
          label="Read-only"
          readOnly
          defaultValue={[...matinee]}
        />
        <SingleInputTimeRangeField
          label="Disabled"
          disabled
          defaultValue={[...matinee]}
        />
        {/* Stack props: the inputs stack up on narrow screens, without the dash. */}
        <MultiInputTimeRangeField
          readOnly
          defaultValue={[...matinee]}
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Curtain up' : 'Curtain down',
            }),
            separator: { sx: { display: { xs: 'none', sm: 'block' } } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
