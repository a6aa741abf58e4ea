import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import {
  useParsedFormat,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';

// No text box at all: a button that shows the date and opens the calendar.
function ButtonField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<Dayjs | null>();
  // The picker's format, written with the localized placeholders ("MM/DD/YYYY").
  const parsedFormat = useParsedFormat();
  const ref = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { value } = pickerContext;

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      variant="outlined"
      startIcon={<CalendarIcon />}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      disabled={pickerContext.triggerStatus !== 'enabled'}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {pickerContext.label}:{' '}
      {value?.isValid() ? value.format(pickerContext.fieldFormat) : parsedFormat}
    </Button>
  );
}

export default function CustomFieldButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Report date"
        format="MMM D, YYYY"
        defaultValue={dayjs('2025-09-30')}
        slots={{ field: ButtonField }}
      />
    </LocalizationProvider>
  );
}
