import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldTextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Common TextField props can be passed directly. */}
        <DateField
          label="Filled, small"
          defaultValue={dayjs('2025-05-19')}
          variant="filled"
          size="small"
          required
        />
        {/* slotProps.textField reaches the same element. */}
        <DateField
          label="Standard, with a hint"
          defaultValue={dayjs('2025-05-19')}
          slotProps={{
            textField: {
              variant: 'standard',
              helperText: 'Use the arrow keys to step a section',
              fullWidth: true,
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
