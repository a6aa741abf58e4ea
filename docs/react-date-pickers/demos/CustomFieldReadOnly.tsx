import dayjs, { Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// A read-only text field: nothing can be typed, a click anywhere opens the picker.
function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<Dayjs | null>();
  const placeholder = useParsedFormat();
  const ref = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);

  // Same rules as the calendar: minDate, shouldDisableDate, disablePast...
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const { value, fieldFormat } = pickerContext;

  return (
    <TextField
      {...forwardedProps}
      ref={ref}
      label={pickerContext.label}
      name={pickerContext.name}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      value={value?.isValid() ? value.format(fieldFormat) : ''}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={hasValidationError ? 'Pick a weekday' : ' '}
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen(true)}
      // Keyboard users open it with Enter or Space.
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          pickerContext.setOpen(true);
        }
      }}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
        inputLabel: { shrink: true },
      }}
    />
  );
}

export default function CustomFieldReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The initial value is a Saturday: the field shows the error. */}
      <DatePicker
        label="Meeting day"
        defaultValue={dayjs('2025-09-27')}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slots={{ field: ReadOnlyDateField }}
      />
    </LocalizationProvider>
  );
}
