import dayjs, { Dayjs } from 'dayjs';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

dayjs.extend(weekOfYear);

// A toolbar that reads the value from the picker's context.
function WeekToolbar({
  className,
  sx,
  hidden,
  titleId,
  toolbarPlaceholder,
}: DatePickerToolbarProps) {
  const { value } = usePickerContext<Dayjs | null>();
  // The layout renders the toolbar slot even when it is hidden.
  if (hidden) {
    return null;
  }

  return (
    <Stack className={className} sx={[{ px: 3, pt: 2 }, sx ?? {}].flat()}>
      <Typography variant="overline" id={titleId}>
        Delivery day
      </Typography>
      <Typography variant="h5">
        {value
          ? `Week ${value.week()}, ${value.format('dddd')}`
          : toolbarPlaceholder}
      </Typography>
    </Stack>
  );
}

export default function CustomComponentsToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Delivery"
        defaultValue={dayjs('2025-06-04')}
        slots={{ toolbar: WeekToolbar }}
        // The desktop picker hides the toolbar unless told otherwise.
        slotProps={{ toolbar: { hidden: false, toolbarPlaceholder: 'Pick a day' } }}
      />
    </LocalizationProvider>
  );
}
