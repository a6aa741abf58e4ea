import dayjs from 'dayjs';
import InputAdornment, { InputAdornmentProps } from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import SvgIcon from '@mui/material/SvgIcon';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Keeps the adornment's content (the open button) and adds an icon before it.
function AdornmentWithHint({ children, ...other }: InputAdornmentProps) {
  return (
    <InputAdornment {...other}>
      {other.position === 'end' && (
        <Tooltip title="Deliveries only on weekdays">
          <SvgIcon
            tabIndex={0}
            // Without titleAccess, SvgIcon is hidden from assistive technologies.
            titleAccess="Deliveries only on weekdays"
            fontSize="small"
            color="action"
            sx={{ mr: 0.5 }}
          >
            <circle
              cx="12"
              cy="12"
              r="9"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            />
            <path d="M12 11v6 M12 7v1" stroke="currentColor" strokeWidth={2} />
          </SvgIcon>
        </Tooltip>
      )}
      {children}
    </InputAdornment>
  );
}

export default function OpeningButtonExtraIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery"
        defaultValue={dayjs('2025-09-12')}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slots={{ inputAdornment: AdornmentWithHint }}
      />
    </LocalizationProvider>
  );
}
