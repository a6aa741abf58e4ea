import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomComponentsOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Check-in"
        referenceDate={dayjs('2025-06-01')}
        slotProps={{
          // Each function receives the owner state of its slot and returns props.
          textField: (ownerState) => ({
            helperText: ownerState.isPickerValueEmpty
              ? 'Required: pick a day'
              : 'You can change it until noon',
            color: ownerState.isPickerValueEmpty ? 'warning' : 'primary',
          }),
          openPickerButton: (ownerState) => ({
            color: ownerState.isPickerOpen ? 'primary' : 'default',
          }),
          openPickerIcon: (ownerState) => ({
            sx: {
              transition: 'transform 200ms',
              transform: ownerState.isPickerOpen ? 'rotate(-20deg)' : 'none',
            },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
