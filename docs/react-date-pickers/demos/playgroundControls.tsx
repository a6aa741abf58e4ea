import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export type Family = 'date' | 'time' | 'dateTime';
export type Variant = 'responsive' | 'desktop' | 'mobile' | 'static';
export type View = 'year' | 'month' | 'day' | 'hours' | 'minutes' | 'seconds';

export interface PlaygroundConfig {
  family: Family;
  variant: Variant;
  views: View[];
  format: string;
  ampm: 'locale' | '12' | '24';
  orientation: 'auto' | 'portrait' | 'landscape';
  size: 'medium' | 'small';
  disablePast: boolean;
  readOnly: boolean;
  disabled: boolean;
  displayWeekNumber: boolean;
  clearable: boolean;
}

const DATE_VIEWS: View[] = ['year', 'month', 'day'];
const TIME_VIEWS: View[] = ['hours', 'minutes', 'seconds'];

export const viewsOf = (family: Family): View[] => {
  if (family === 'date') {
    return DATE_VIEWS;
  }
  return family === 'time' ? TIME_VIEWS : [...DATE_VIEWS, ...TIME_VIEWS];
};

// The views each family shows when `views` is not passed.
export const defaultViewsOf = (family: Family): View[] => {
  if (family === 'date') {
    return ['year', 'day'];
  }
  return family === 'time'
    ? ['hours', 'minutes']
    : ['year', 'day', 'hours', 'minutes'];
};

const FORMATS: Record<Family, string[]> = {
  date: ['', 'YYYY-MM-DD', 'DD/MM/YYYY', 'ddd, MMM D, YYYY'],
  time: ['', 'HH:mm', 'hh:mm A', 'HH:mm:ss'],
  dateTime: ['', 'YYYY-MM-DD HH:mm', 'MMM D, YYYY hh:mm A'],
};

interface ControlsProps {
  config: PlaygroundConfig;
  onChange: (next: PlaygroundConfig) => void;
}

export default function PlaygroundControls({ config, onChange }: ControlsProps) {
  const set = <K extends keyof PlaygroundConfig>(
    key: K,
    value: PlaygroundConfig[K],
  ) => onChange({ ...config, [key]: value });
  const hasField = config.variant !== 'static';
  const hasDate = config.family !== 'time';
  const hasTime = config.family !== 'date';

  const toggleView = (view: View, checked: boolean) => {
    const next = viewsOf(config.family).filter((item) =>
      item === view ? checked : config.views.includes(item),
    );
    set('views', next);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <TextField
        select
        size="small"
        label="Component"
        value={config.family}
        onChange={(event) => {
          const family = event.target.value as Family;
          onChange({ ...config, family, views: defaultViewsOf(family), format: '' });
        }}
      >
        <MenuItem value="date">Date Picker</MenuItem>
        <MenuItem value="time">Time Picker</MenuItem>
        <MenuItem value="dateTime">Date Time Picker</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Variant"
        value={config.variant}
        onChange={(event) => set('variant', event.target.value as Variant)}
      >
        <MenuItem value="responsive">Responsive</MenuItem>
        <MenuItem value="desktop">Desktop</MenuItem>
        <MenuItem value="mobile">Mobile</MenuItem>
        <MenuItem value="static">Static</MenuItem>
      </TextField>
      <FormControl component="fieldset">
        <FormLabel component="legend">Views</FormLabel>
        <FormGroup row>
          {viewsOf(config.family).map((view) => {
            const checked = config.views.includes(view);
            return (
              <FormControlLabel
                key={view}
                label={view}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    // At least one view must stay selected.
                    disabled={checked && config.views.length === 1}
                    onChange={(event) => toggleView(view, event.target.checked)}
                  />
                }
              />
            );
          })}
        </FormGroup>
      </FormControl>
      {hasField && (
        <TextField
          select
          size="small"
          label="Format"
          value={config.format}
          // Show the "Default" item, whose value is an empty string.
          slotProps={{
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
          }}
          onChange={(event) => set('format', event.target.value)}
        >
          {FORMATS[config.family].map((format) => (
            <MenuItem key={format} value={format}>
              {format || 'Default (from views and locale)'}
            </MenuItem>
          ))}
        </TextField>
      )}
      {hasTime && (
        <TextField
          select
          size="small"
          label="Clock"
          value={config.ampm}
          onChange={(event) =>
            set('ampm', event.target.value as PlaygroundConfig['ampm'])
          }
        >
          <MenuItem value="locale">From the locale</MenuItem>
          <MenuItem value="12">12 hours (ampm)</MenuItem>
          <MenuItem value="24">24 hours</MenuItem>
        </TextField>
      )}
      {config.variant !== 'desktop' && (
        <TextField
          select
          size="small"
          label="Orientation"
          value={config.orientation}
          onChange={(event) =>
            set('orientation', event.target.value as PlaygroundConfig['orientation'])
          }
        >
          <MenuItem value="auto">Follow the device</MenuItem>
          <MenuItem value="portrait">Portrait</MenuItem>
          <MenuItem value="landscape">Landscape</MenuItem>
        </TextField>
      )}
      {hasField && (
        <TextField
          select
          size="small"
          label="Field size"
          value={config.size}
          onChange={(event) =>
            set('size', event.target.value as PlaygroundConfig['size'])
          }
        >
          <MenuItem value="medium">Medium</MenuItem>
          <MenuItem value="small">Small</MenuItem>
        </TextField>
      )}
      <FormGroup>
        {(
          [
            ['disablePast', 'Disable past', true],
            ['displayWeekNumber', 'Week numbers', hasDate],
            ['clearable', 'Clear button', hasField],
            ['readOnly', 'Read-only', true],
            ['disabled', 'Disabled', true],
          ] as const
        )
          .filter(([, , shown]) => shown)
          .map(([key, label]) => (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Switch
                  size="small"
                  checked={config[key]}
                  onChange={(event) => set(key, event.target.checked)}
                />
              }
            />
          ))}
      </FormGroup>
    </Stack>
  );
}
