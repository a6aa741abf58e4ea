import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import PlaygroundControls, {
  defaultViewsOf,
  PlaygroundConfig,
} from './playgroundControls';

const COMPONENTS = {
  date: [DatePicker, DesktopDatePicker, MobileDatePicker, StaticDatePicker],
  time: [TimePicker, DesktopTimePicker, MobileTimePicker, StaticTimePicker],
  dateTime: [
    DateTimePicker,
    DesktopDateTimePicker,
    MobileDateTimePicker,
    StaticDateTimePicker,
  ],
};
const VARIANTS = ['responsive', 'desktop', 'mobile', 'static'];
const PREFIXES = ['', 'Desktop', 'Mobile', 'Static'];
const NAMES = { date: 'DatePicker', time: 'TimePicker', dateTime: 'DateTimePicker' };

const start = dayjs('2025-09-12T10:30');

// The props that differ from the defaults: used both to render and to print.
function propsOf(config: PlaygroundConfig): Record<string, unknown> {
  const { family, variant, views } = config;
  const hasField = variant !== 'static';
  const props: Record<string, unknown> = {};
  if (hasField) props.label = 'Event';
  if (views.join() !== defaultViewsOf(family).join()) props.views = views;
  if (hasField && config.format) props.format = config.format;
  if (family !== 'date' && config.ampm !== 'locale')
    props.ampm = config.ampm === '12';
  if (variant !== 'desktop' && config.orientation !== 'auto') {
    props.orientation = config.orientation;
  }
  if (config.disablePast) props.disablePast = true;
  if (family !== 'time' && config.displayWeekNumber) props.displayWeekNumber = true;
  if (config.readOnly) props.readOnly = true;
  if (config.disabled) props.disabled = true;
  const slotProps: Record<string, unknown> = {};
  if (hasField && config.size === 'small') slotProps.textField = { size: 'small' };
  if (hasField && config.clearable) slotProps.field = { clearable: true };
  if (Object.keys(slotProps).length > 0) props.slotProps = slotProps;
  return props;
}

// Prints a prop value the way it is written in JSX.
function printValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(printValue).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${printValue(v)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

function printSnippet(name: string, props: Record<string, unknown>): string {
  const lines = Object.entries(props).map(([key, value]) => {
    if (value === true) return `  ${key}`;
    if (typeof value === 'string') return `  ${key}="${value}"`;
    return `  ${key}={${printValue(value)}}`;
  });
  return [
    "import dayjs from 'dayjs';",
    `import { ${name} } from '@mui/x-date-pickers/${name}';`,
    '',
    `<${name}`,
    `  defaultValue={dayjs('2025-09-12T10:30')}`,
    ...lines,
    '/>',
  ].join('\n');
}

export default function PlaygroundPicker() {
  const [config, setConfig] = React.useState<PlaygroundConfig>({
    family: 'date',
    variant: 'desktop',
    views: defaultViewsOf('date'),
    format: '',
    ampm: 'locale',
    orientation: 'auto',
    size: 'medium',
    disablePast: false,
    readOnly: false,
    disabled: false,
    displayWeekNumber: false,
    clearable: false,
  });
  const index = VARIANTS.indexOf(config.variant);
  const Picker = COMPONENTS[config.family][index] as React.ElementType;
  const name = `${PREFIXES[index]}${NAMES[config.family]}`;
  const props = propsOf(config);
  const snippet = printSnippet(name, props);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          <PlaygroundControls config={config} onChange={setConfig} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            {/* A new key remounts the picker when its views or component change. */}
            <Picker
              key={`${name}-${config.views.join()}`}
              defaultValue={start}
              {...props}
            />
          </LocalizationProvider>
        </Box>
      </Stack>
      <Box>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="subtitle2">Code of this picker</Typography>
          <Button
            size="small"
            onClick={() => navigator.clipboard?.writeText(snippet)}
          >
            Copy code
          </Button>
        </Stack>
        <Box
          component="pre"
          // Code reads left to right, even on a right-to-left page.
          dir="ltr"
          sx={{
            m: 0,
            p: 2,
            overflowX: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: 13,
          }}
        >
          <code>{snippet}</code>
        </Box>
      </Box>
    </Stack>
  );
}
