import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

// German texts: section placeholders and the title of the clear button; German uses a 24-hour clock.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function TimeRangeFieldLocale() {
  return (
    // adapterLocale sets the date order; localeText the words.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputTimeRangeField label="Öffnungszeiten" clearable />
        <MultiInputTimeRangeField
          defaultValue={[dayjs('2025-07-14T08:30'), dayjs('2025-07-14T17:00')]}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Öffnet' : 'Schließt' }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
