import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';

type Count = 1 | 2 | 3;

// Small buttons holding one digit are narrower than 24px, too small to hit reliably.
const buttonSx = { minWidth: 40 };

export default function DateRangePickerCalendars() {
  const [calendars, setCalendars] = React.useState<Count>(2);
  const [position, setPosition] = React.useState<Count>(1);

  const changeCount = (_event: React.MouseEvent, next: Count | null) => {
    if (next !== null) {
      setCalendars(next);
      // The position must stay between 1 and the number of months shown.
      setPosition((current) => (current > next ? next : current));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Months</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            onChange={changeCount}
            aria-label="Number of months"
          >
            {[1, 2, 3].map((count) => (
              <ToggleButton key={count} value={count} sx={buttonSx}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">June at</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            onChange={(_event, next: Count | null) => next !== null && setPosition(next)}
            aria-label="Position of the current month"
          >
            {[1, 2, 3].map((slot) => (
              <ToggleButton
                key={slot}
                value={slot}
                disabled={slot > calendars}
                sx={buttonSx}
              >
                {slot}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <DesktopDateRangePicker
          label="Quarter review"
          defaultValue={[dayjs('2025-06-09'), dayjs('2025-06-27')]}
          calendars={calendars}
          currentMonthCalendarPosition={position}
        />
      </Stack>
    </LocalizationProvider>
  );
}
