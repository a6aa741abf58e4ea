import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function CustomLayoutStyles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-06-04')}
        slotProps={{
          layout: {
            sx: {
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              overflow: 'hidden',
              [`.${pickersLayoutClasses.toolbar}`]: {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                // The toolbar's texts use their own colors: let them inherit.
                '& .MuiTypography-root': { color: 'inherit' },
              },
              [`.${pickersLayoutClasses.contentWrapper}`]: {
                bgcolor: 'action.hover',
              },
              [`.${pickersLayoutClasses.actionBar}`]: {
                borderTop: 1,
                borderColor: 'divider',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
