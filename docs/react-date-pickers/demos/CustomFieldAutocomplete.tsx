import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import {
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';

// Deliveries happen on Tuesdays and Fridays in September and October 2025.
const firstDay = dayjs('2025-09-01');
const lastDay = dayjs('2025-10-31');
const isNotDeliveryDay = (day: Dayjs) => day.day() !== 2 && day.day() !== 5;

function AutocompleteField(props: DatePickerFieldProps) {
  const { forwardedProps, internalProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<Dayjs | null>();
  const translations = usePickerTranslations();
  const rootRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { minDate, maxDate, shouldDisableDate } = internalProps;

  // The options follow the same validation props as the calendar.
  const options = React.useMemo(() => {
    const days: Dayjs[] = [];
    for (let day = minDate; !day.isAfter(maxDate, 'day'); day = day.add(1, 'day')) {
      if (!shouldDisableDate?.(day)) {
        days.push(day);
      }
    }
    return days;
  }, [minDate, maxDate, shouldDisableDate]);

  const value = pickerContext.value;

  return (
    <Autocomplete
      {...forwardedProps}
      ref={rootRef}
      className={pickerContext.rootClassName}
      sx={[{ maxWidth: 320 }, pickerContext.rootSx ?? {}].flat()}
      options={options}
      value={value}
      onChange={(_event, next) => pickerContext.setValue(next)}
      getOptionLabel={(option) => option.format('ddd, MMM D, YYYY')}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      disabled={pickerContext.disabled}
      readOnly={pickerContext.readOnly}
      renderInput={(params) => (
        <TextField
          {...params}
          label={pickerContext.label}
          name={pickerContext.name}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {params.InputProps.endAdornment}
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      aria-label={translations.openDatePickerDialogue(
                        value?.isValid() ? value.format('ll') : null,
                      )}
                      onClick={() => pickerContext.setOpen((open) => !open)}
                    >
                      <CalendarIcon />
                    </IconButton>
                  </InputAdornment>
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function CustomFieldAutocomplete() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        defaultValue={dayjs('2025-09-12')}
        minDate={firstDay}
        maxDate={lastDay}
        shouldDisableDate={isNotDeliveryDay}
        slots={{ field: AutocompleteField }}
      />
    </LocalizationProvider>
  );
}
