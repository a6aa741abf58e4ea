import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        defaultValue={dayjs('2025-09-12')}
        slotProps={{
          // Props of the IconButton.
          openPickerButton: {
            color: 'secondary',
            size: 'small',
            title: 'Open the calendar',
          },
          // Props of the icon inside it.
          openPickerIcon: { fontSize: 'small' },
        }}
      />
    </LocalizationProvider>
  );
}
