import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// German texts: section placeholders and the title of the clear button.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function DateRangeFieldLocale() {
  return (
    // adapterLocale sets the date order; localeText the words.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputDateRangeField label="Urlaub" clearable />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-07-14'), dayjs('2025-07-25')]}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Anreise' : 'Abreise' }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
