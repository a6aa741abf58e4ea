import 'dayjs/locale/de';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// The locale object is shaped for a theme: the texts themselves sit in its default props.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocalizationProviderText() {
  return (
    // localeText translates the components' texts; adapterLocale formats the dates.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="de"
      localeText={germanTexts}
    >
      <div style={{ overflowX: 'auto' }}>
        <StaticDatePicker defaultValue={dayjs('2025-03-14')} />
      </div>
    </LocalizationProvider>
  );
}
