import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// Rules chosen so that each one can fail on its own. No real form needs all of them.
const fixedRules = {
  minDate: dayjs('2020-01-01'),
  maxDate: dayjs('2090-12-31'),
  shouldDisableDate: (day: Dayjs) => day.date() === 13,
  shouldDisableMonth: (month: Dayjs) => month.month() === 7, // August
  shouldDisableYear: (year: Dayjs) => year.year() === 2030,
  minTime: dayjs('2025-01-01T08:00'),
  maxTime: dayjs('2025-01-01T18:00'),
  minutesStep: 5,
  shouldDisableTime: (time: Dayjs, view: TimeView) =>
    (view === 'hours' && time.hour() === 12) ||
    (view === 'minutes' && time.minute() === 55) ||
    (view === 'seconds' && time.second() !== 0),
};

type RuleSet = 'fixed' | 'disablePast' | 'disableFuture';

// A value that breaks one rule of each set (null means a valid value).
const examples: Record<RuleSet, [string, string][]> = {
  fixed: [
    ['null', '2025-05-06T10:00:00'],
    ['shouldDisableDate', '2025-05-13T10:00:00'],
    ['shouldDisableMonth', '2025-08-04T10:00:00'],
    ['shouldDisableYear', '2030-03-05T10:00:00'],
    ['minDate', '2019-06-04T10:00:00'],
    ['maxDate', '2091-02-06T10:00:00'],
    ['minTime', '2025-05-06T07:30:00'],
    ['maxTime', '2025-05-06T19:00:00'],
    ['shouldDisableTime-hours', '2025-05-06T12:30:00'],
    ['shouldDisableTime-minutes', '2025-05-06T10:55:00'],
    ['shouldDisableTime-seconds', '2025-05-06T10:00:30'],
    ['minutesStep', '2025-05-06T10:07:00'],
  ],
  disablePast: [
    ['null', '2089-05-04T10:00:00'],
    ['disablePast', '2021-03-04T10:00:00'],
  ],
  disableFuture: [
    ['null', '2021-03-04T10:00:00'],
    ['disableFuture', '2089-05-04T10:00:00'],
  ],
};

export default function ValidationEveryReason() {
  const [ruleSet, setRuleSet] = React.useState<RuleSet>('fixed');
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs('2025-05-06T10:00:00'),
  );
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  const rules = ruleSet === 'fixed' ? fixedRules : { [ruleSet]: true };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Rules"
          value={ruleSet}
          onChange={(_event, next: RuleSet | null) => next && setRuleSet(next)}
        >
          <ToggleButton value="fixed">Fixed rules</ToggleButton>
          <ToggleButton value="disablePast">disablePast</ToggleButton>
          <ToggleButton value="disableFuture">disableFuture</ToggleButton>
        </ToggleButtonGroup>
        <DateTimeField
          label="Value"
          format="MM/DD/YYYY HH:mm:ss"
          value={value}
          onChange={setValue}
          onError={setError}
          helperText={`onError: ${error === null ? 'null' : `'${error}'`} (type 02/30 for 'invalidDate')`}
          {...rules}
        />
        <Typography variant="body2">Set a value that fails with:</Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {examples[ruleSet].map(([reason, iso]) => (
            <Chip
              key={reason}
              label={reason === 'null' ? 'null (valid)' : reason}
              onClick={() => setValue(dayjs(iso))}
            />
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
