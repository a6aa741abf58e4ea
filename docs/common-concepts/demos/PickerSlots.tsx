import dayjs from 'dayjs';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// A hand-drawn planner icon used in place of the default calendar icon.
function PlannerIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      <rect x="3" y="5" width="18" height="4" />
      <rect x="7" y="2" width="2" height="5" rx="1" />
      <rect x="15" y="2" width="2" height="5" rx="1" />
      <circle cx="12" cy="15" r="2.5" />
    </SvgIcon>
  );
}

export default function PickerSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Delivery date"
        defaultValue={dayjs('2025-05-01')}
        slots={{ openPickerIcon: PlannerIcon }}
        slotProps={{
          openPickerButton: { color: 'primary' },
          textField: (ownerState) => ({
            helperText: ownerState.isPickerValueEmpty
              ? 'Pick a day'
              : 'Format: MM/DD/YYYY',
          }),
          actionBar: { actions: ['today', 'clear', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
