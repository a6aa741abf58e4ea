import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Replaces the default buttons. It ignores the `actions` prop: this bar has its own.
function DeadlineActionBar({ className, sx }: PickersActionBarProps) {
  const { value, setValue, clearValue, acceptValueChanges } =
    usePickerContext<Dayjs | null>();
  const base = value ?? dayjs('2025-06-02');

  return (
    <DialogActions
      className={className}
      sx={[{ flexWrap: 'wrap' }, sx ?? {}].flat()}
    >
      <Typography variant="body2" sx={{ mr: 'auto' }}>
        {value ? value.format('ddd D MMM') : 'No deadline'}
      </Typography>
      {/* "set" keeps the picker open and does not fire onAccept. */}
      <Button
        onClick={() => setValue(base.add(1, 'week'), { changeImportance: 'set' })}
      >
        +1 week
      </Button>
      <Button onClick={clearValue}>Clear</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Save
      </Button>
    </DialogActions>
  );
}

export default function CustomComponentsActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-06-02')}
        slots={{ actionBar: DeadlineActionBar }}
        slotProps={{ toolbar: { hidden: true } }}
      />
    </LocalizationProvider>
  );
}
