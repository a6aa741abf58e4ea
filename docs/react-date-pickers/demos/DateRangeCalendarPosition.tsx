import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function DateRangeCalendarPosition() {
  const [position, setPosition] = React.useState<RangePosition>('start');
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09'),
    dayjs('2025-06-18'),
  ]);

  const describe = (date: Dayjs | null) => (date ? date.format('ddd, MMM D') : 'not set');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={position}
          onChange={(_event, next: RangePosition | null) => next && setPosition(next)}
          aria-label="Date to edit"
        >
          <ToggleButton value="start">Departure: {describe(trip[0])}</ToggleButton>
          <ToggleButton value="end">Return: {describe(trip[1])}</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={trip}
          onChange={(newValue) => setTrip(newValue)}
          rangePosition={position}
          onRangePositionChange={(next) => setPosition(next)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
