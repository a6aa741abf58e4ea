import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Labels that name the purpose of the date, not only the control type.
const departureTexts = {
  openDatePickerDialogue: (formattedDate: string | null) =>
    formattedDate
      ? `Change the departure date, currently ${formattedDate}`
      : 'Choose a departure date',
  fieldClearLabel: 'Remove the departure date',
  previousMonth: 'Show the previous month',
  nextMonth: 'Show the next month',
  month: 'Departure month',
  day: 'Departure day',
  year: 'Departure year',
};

export default function A11yLabels() {
  const fieldRef = React.useRef<HTMLDivElement>(null);
  const [names, setNames] = React.useState<string[]>([]);

  // After rendering, list the names given to the parts of the field.
  React.useEffect(() => {
    const root = fieldRef.current;
    if (!root) {
      return;
    }
    const parts = root.querySelectorAll('[role="spinbutton"], button');
    setNames(
      Array.from(
        parts,
        (part) =>
          part.getAttribute('aria-label') ?? part.getAttribute('title') ?? '',
      ),
    );
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <DatePicker
          ref={fieldRef}
          label="Departure"
          defaultValue={dayjs('2025-10-03')}
          localeText={departureTexts}
          slotProps={{ field: { clearable: true } }}
        />
        <Typography variant="body2" component="div">
          Accessible names in the field:
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
