import dayjs from 'dayjs';
import IconButton, { IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Replaces the IconButton. It receives onClick, disabled, aria-label, edge
// and the icon as children: forward them all.
function TooltipButton(props: IconButtonProps) {
  const button = <IconButton {...props} />;
  // A disabled button fires no mouse events, so it can't show a tooltip.
  if (props.disabled) {
    return button;
  }
  return <Tooltip title={props['aria-label'] ?? ''}>{button}</Tooltip>;
}

export default function OpeningButtonTooltip() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        defaultValue={dayjs('2025-09-12')}
        slots={{ openPickerButton: TooltipButton }}
      />
    </LocalizationProvider>
  );
}
