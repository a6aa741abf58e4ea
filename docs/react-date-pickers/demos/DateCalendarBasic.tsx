import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarBasic() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-10-08'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar value={pickup} onChange={(newValue) => setPickup(newValue)} />
      <Typography variant="body2" sx={{ px: 2 }}>
        Pickup: {pickup ? pickup.format('dddd, MMMM D, YYYY') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
