import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Hours every 2, minutes every 15, seconds every 10 */}
      <MultiSectionDigitalClock
        views={['hours', 'minutes', 'seconds']}
        timeSteps={{ hours: 2, minutes: 15, seconds: 10 }}
        defaultValue={dayjs('2025-03-14T10:30:20')}
      />
    </LocalizationProvider>
  );
}
