import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersLayout,
  PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

// Keeps the default layout and adds a message under the views: the views
// arrive as `children`, which PickersLayout places in its content area.
function LayoutWithNotice(props: PickersLayoutProps<Dayjs | null>) {
  const { children, ...other } = props;
  return (
    <PickersLayout {...other}>
      {children}
      <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
        The office is closed on weekends.
      </Alert>
    </PickersLayout>
  );
}

export default function CustomLayoutWrapper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2025-06-04')}
        slots={{ layout: LayoutWithNotice }}
      />
    </LocalizationProvider>
  );
}
