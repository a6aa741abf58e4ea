import dayjs from 'dayjs';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const timeViews = ['hours', 'minutes', 'seconds', 'meridiem'];

// Text tabs instead of icons. The picker passes `hidden`, true by default on
// desktop layouts, so the component must respect it.
function TextTabs({ hidden, className, sx }: DateTimePickerTabsProps) {
  const { view, setView } = usePickerContext();
  if (hidden || view == null) {
    return null;
  }
  const current = timeViews.includes(view) ? 'time' : 'date';

  return (
    <Tabs
      className={className}
      sx={sx}
      variant="fullWidth"
      value={current}
      onChange={(_event, next: 'date' | 'time') =>
        setView(next === 'date' ? 'day' : 'hours')
      }
    >
      <Tab value="date" label="Day" />
      <Tab value="time" label="Time" />
    </Tabs>
  );
}

export default function CustomComponentsTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-06-02T08:15')}
        slots={{ tabs: TextTabs }}
      />
    </LocalizationProvider>
  );
}
