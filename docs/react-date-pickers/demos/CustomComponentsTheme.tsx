import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Adds picker defaults to the surrounding theme. In an application, put the
// `components` key in the theme you pass to createTheme.
const withPickerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDatePicker: {
      defaultProps: {
        closeOnSelect: false,
        slotProps: {
          textField: { size: 'small' },
          actionBar: { actions: ['today', 'accept'] },
        },
      },
    },
    MuiDateTimePicker: {
      defaultProps: {
        slotProps: { textField: { size: 'small' } },
      },
    },
  },
});

export default function CustomComponentsTheme() {
  return (
    <ThemeProvider theme={withPickerDefaults}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={2} sx={{ maxWidth: 300 }}>
          <DatePicker label="Arrival" defaultValue={dayjs('2025-06-04')} />
          <DateTimePicker label="Pickup" defaultValue={dayjs('2025-06-04T09:00')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
