import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Three letters tell Tuesday from Thursday and Saturday from Sunday.
const threeLetters = (weekday: Dayjs) => weekday.format('ddd');

export default function DatePickerWeekdayLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Team lunch"
        defaultValue={dayjs('2025-07-24')}
        dayOfWeekFormatter={threeLetters}
      />
    </LocalizationProvider>
  );
}
