import * as React from 'react';
import { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { firstClassMonth, requestClassDays } from './datePickerData';

export default function DatePickerHighlightedDays() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  // The month whose class days we need; null until the popup opens.
  const [month, setMonth] = React.useState<Dayjs | null>(null);
  const [classDays, setClassDays] = React.useState<number[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (month === null) {
      return undefined;
    }
    setLoading(true);
    const request = requestClassDays(month);
    request.promise.then((days) => {
      setClassDays(days);
      setLoading(false);
    });
    // A newer month (or closing the demo) drops the pending answer.
    return request.cancel;
  }, [month]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Evening class"
        value={value}
        onChange={setValue}
        referenceDate={firstClassMonth}
        // onMonthChange does not fire for the month the calendar opens on.
        onOpen={() =>
          setMonth((value?.isValid() ? value : firstClassMonth).startOf('month'))
        }
        onMonthChange={(newMonth) => setMonth(newMonth)}
        loading={loading}
        renderLoading={() => <DayCalendarSkeleton />}
        slotProps={{
          day: (ownerState) => {
            const hasClass =
              !ownerState.isDayOutsideMonth &&
              classDays.includes(ownerState.day.date());
            return {
              sx: hasClass
                ? {
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      bottom: 3,
                      width: 5,
                      height: 5,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                    },
                  }
                : undefined,
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
