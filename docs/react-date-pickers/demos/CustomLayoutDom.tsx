import dayjs, { Dayjs } from 'dayjs';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';

// A layout written from scratch: one column with the toolbar, the action bar,
// the views and a note, in that order.
function StackedLayout(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);
  const { className, sx } = props;

  return (
    // Forward className and sx: a static picker passes its own through the layout.
    <PickersLayoutRoot
      ownerState={ownerState}
      className={className}
      sx={[
        {
          // PickersLayoutRoot places the areas on a grid: put them in one column.
          [`.${pickersLayoutClasses.toolbar}`]: { gridColumn: 1, gridRow: 1 },
          [`.${pickersLayoutClasses.actionBar}`]: { gridColumn: 1, gridRow: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {toolbar}
      {actionBar}
      <PickersLayoutContentWrapper
        ownerState={ownerState}
        className={pickersLayoutClasses.contentWrapper}
        sx={{ gridColumn: 1, gridRow: 3 }}
      >
        {tabs}
        {content}
        <Divider />
        <Typography variant="caption" sx={{ px: 3, py: 1 }}>
          Orders placed after 2 PM ship the next day.
        </Typography>
      </PickersLayoutContentWrapper>
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutDom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-06-04')}
        slots={{ layout: StackedLayout }}
      />
    </LocalizationProvider>
  );
}
