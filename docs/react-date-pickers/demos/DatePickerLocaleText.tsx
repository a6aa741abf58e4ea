import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function DatePickerLocaleText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Open the dialog with the calendar button: its title and buttons use these texts. */}
      <MobileDatePicker
        label="Move-in day"
        defaultValue={dayjs('2025-08-01')}
        localeText={{
          toolbarTitle: 'When do you move in?',
          cancelButtonLabel: 'Keep old date',
          okButtonLabel: 'Confirm',
        }}
      />
    </LocalizationProvider>
  );
}
