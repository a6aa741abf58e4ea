import * as React from 'react';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  deDE,
  enUS,
  frFR,
  jaJP,
  koKR,
  ptBR,
  ruRU,
  zhCN,
} from '@mui/x-date-pickers/locales';

// Each entry pairs the texts of the components with the Day.js locale that formats dates.
const locales = {
  'en-US': { texts: enUS, dayjsLocale: 'en' },
  'de-DE': { texts: deDE, dayjsLocale: 'de' },
  'fr-FR': { texts: frFR, dayjsLocale: 'fr' },
  'ja-JP': { texts: jaJP, dayjsLocale: 'ja' },
  'ko-KR': { texts: koKR, dayjsLocale: 'ko' },
  'pt-BR': { texts: ptBR, dayjsLocale: 'pt-br' },
  'ru-RU': { texts: ruRU, dayjsLocale: 'ru' },
  'zh-CN': { texts: zhCN, dayjsLocale: 'zh-cn' },
};
type LocaleKey = keyof typeof locales;

export default function LocalizationLocales() {
  const [key, setKey] = React.useState<LocaleKey>('de-DE');
  const { texts, dayjsLocale } = locales[key];

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={key}
        onChange={(event) => setKey(event.target.value as LocaleKey)}
      >
        {Object.keys(locales).map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={dayjsLocale}
        localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <div lang={key}>
          <Stack spacing={2}>
            <DateTimeField
              label="Meeting"
              defaultValue={dayjs('2025-03-14T15:30')}
            />
            <div style={{ overflowX: 'auto' }}>
              <StaticDatePicker defaultValue={dayjs('2025-03-14')} />
            </div>
          </Stack>
        </div>
      </LocalizationProvider>
    </Stack>
  );
}
