import 'dayjs/locale/it';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import {
  usePickerActionsContext,
  usePickerTranslations,
} from '@mui/x-date-pickers/hooks';
import { itIT } from '@mui/x-date-pickers/locales';

// A custom action bar: its labels come from the same translations as the built-in one.
function TodayOrClearBar(props: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { setValueToToday, clearValue } = usePickerActionsContext();

  return (
    <DialogActions className={props.className}>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button variant="contained" onClick={setValueToToday}>
        {translations.todayButtonLabel}
      </Button>
    </DialogActions>
  );
}

export default function LocalizationUseTranslations() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="it"
      localeText={itIT.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <div style={{ overflowX: 'auto' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-03-14')}
          slots={{ actionBar: TodayOrClearBar }}
        />
      </div>
    </LocalizationProvider>
  );
}
