import 'dayjs/locale/fr';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { frFR } from '@mui/x-date-pickers/locales';

export default function LocalizationTheme() {
  return (
    // In an application: createTheme({ /* your options */ }, frFR) at the root.
    <ThemeProvider theme={(outerTheme) => createTheme(outerTheme, frFR)}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <Stack spacing={2} lang="fr">
          <MobileDateTimePicker
            label="Rendez-vous"
            defaultValue={dayjs('2025-03-14T09:30')}
            sx={{ maxWidth: 320 }}
          />
          <div style={{ overflowX: 'auto' }}>
            <StaticTimePicker defaultValue={dayjs('2025-03-14T09:30')} />
          </div>
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
