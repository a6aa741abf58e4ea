import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Visiting hours"
        defaultValue={[dayjs('2025-06-09T15:00'), dayjs('2025-06-09T19:00')]}
        sx={{ width: '100%', maxWidth: 340 }}
        slotProps={{
          // Props of the field component.
          field: { dateSeparator: 'to', clearable: true },
          // Props of the text field it renders.
          textField: { helperText: 'Ward 4, weekdays' },
          // Props of the Popper that holds the popover.
          popper: { placement: 'top-start' },
          // The buttons below the time columns.
          actionBar: { actions: ['clear', 'cancel', 'nextOrAccept'] },
        }}
      />
    </LocalizationProvider>
  );
}
