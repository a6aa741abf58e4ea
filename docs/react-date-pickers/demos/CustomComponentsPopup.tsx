import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function CustomComponentsPopup() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DesktopDatePicker
          label="Desktop popover"
          defaultValue={dayjs('2025-06-04')}
          slotProps={{
            // The Popper that positions the popup.
            popper: { placement: 'top-start' },
            // The Paper inside it.
            desktopPaper: {
              elevation: 0,
              sx: { border: 1, borderColor: 'primary.main', borderRadius: 3 },
            },
            // Props of the Grow transition.
            desktopTransition: { timeout: 400 },
          }}
        />
        <MobileDatePicker
          label="Mobile dialog"
          defaultValue={dayjs('2025-06-04')}
          slotProps={{
            // The Dialog (here, a blurred backdrop) and its Paper.
            dialog: {
              sx: { '& .MuiBackdrop-root': { backdropFilter: 'blur(3px)' } },
            },
            mobilePaper: { sx: { borderRadius: 4 } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
