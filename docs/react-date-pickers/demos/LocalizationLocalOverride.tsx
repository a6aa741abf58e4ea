import 'dayjs/locale/es';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { esES } from '@mui/x-date-pickers/locales';

const spanish = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocalizationLocalOverride() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={spanish}
    >
      <Stack spacing={2} sx={{ maxWidth: 320 }} lang="es">
        {/* Every text comes from the provider. */}
        <MobileDatePicker
          label="Fecha de salida"
          defaultValue={dayjs('2025-07-01')}
        />
        {/* Three keys replaced for this picker; the others still come from the provider. */}
        <MobileDatePicker
          label="Fecha de regreso"
          defaultValue={dayjs('2025-07-15')}
          localeText={{
            toolbarTitle: '¿Cuándo vuelves?',
            cancelButtonLabel: 'Descartar',
            okButtonLabel: 'Guardar',
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
