import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

// German texts: section placeholders and the title of the clear button.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function DateTimeRangeFieldLocale() {
  return (
    // adapterLocale sets the date order; localeText the words.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <SingleInputDateTimeRangeField label="Wartungsfenster" clearable />
        <MultiInputDateTimeRangeField
          direction={{ xs: 'column', sm: 'row' }}
          defaultValue={[dayjs('2025-07-14T22:00'), dayjs('2025-07-15T06:30')]}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Beginn' : 'Ende' }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
